import type en from '../en/results';
import type { Messages } from '../../types';

const results: Messages<typeof en> = {
  title: 'Sus resultados',
  intro:
    'Esto es lo que encontramos sobre cada uno de sus casos del condado de Harris. Estos resultados son un cálculo aproximado basado en los registros de las cortes; no son asesoramiento legal. Solo un juez o una jueza decide.',
  dataCurrent: 'Los registros de las cortes están actualizados al {{date}}.',
  recheck: 'Las leyes y los registros cambian. Vuelva a revisar en seis meses.',
  lawChecked: 'Revisamos estos resultados con la ley de Texas por última vez el {{date}}.',
  summary: 'Resumen',
  summaryCount: '{{count}} caso',
  summaryCount_other: '{{count}} casos',
  groups: {
    nondisclosure: {
      title: 'Probablemente reúne los requisitos para la no divulgación',
      status: 'Probablemente elegible',
      intro:
        'Es probable que usted pueda pedirle a la corte que oculte estos casos de la mayoría de las verificaciones de antecedentes con una orden de no divulgación (order of nondisclosure).',
    },
    expunction: {
      title: 'Posible expunción',
      status: 'Posible expunción',
      intro:
        'Estos casos podrían calificar para la expunción (expunction), que destruye los registros. Para cada uno puede descargar una petición ya llenada con su caso y seguir los pasos de la expunción; una organización de ayuda legal gratuita también puede ayudarle.',
    },
    not_yet_eligible: {
      title: 'Todavía no reúne los requisitos',
      status: 'Aún no elegible',
      intro: 'Estos casos se podrían sellar más adelante, cuando termine un período de espera.',
    },
    could_not_determine: {
      title: 'No se pudo determinar',
      status: 'No se pudo determinar',
      intro:
        'No tenemos suficientes datos para revisar estos casos. Una organización de ayuda legal gratuita puede revisar sus documentos de la corte con usted.',
    },
    ineligible: {
      title: 'Probablemente no reúne los requisitos',
      status: 'Probablemente no elegible',
      intro:
        'Es probable que estos casos no se puedan sellar con una orden de no divulgación. Usted todavía tiene derechos y puede haber otras opciones.',
    },
  },
  fix: {
    wrongButton: 'Algo está mal en el caso {{cause}}',
    wrongButtonNoCause: 'Algo está mal en este caso',
    wrongTitle: 'Algo está mal en este caso',
    wrongIntro:
      'Los registros de la corte pueden tener errores o no estar al día. Díganos qué está mal, con sus propios documentos de la corte.',
    whatLegend: '¿Qué está mal?',
    notMine: 'Este caso no es mío',
    notMineHint: 'Lo dejaremos fuera de sus resultados y de sus documentos.',
    correct: 'Algunos datos están mal. Los voy a corregir con mis documentos.',
    missingButton: 'Falta un caso del condado de Harris',
    missingTitle: 'Agregue un caso del condado de Harris que falta',
    missingIntro:
      'Es posible que nuestros registros de la corte no muestren todos los casos. Ingrese un caso del condado de Harris con sus documentos de la corte, como la sentencia o la orden de desestimación. Lo revisamos con las mismas reglas.',
    factsIntro:
      'Use las palabras y las fechas de sus documentos de la corte. Los campos opcionales pueden quedar en blanco.',
    offense: 'Delito',
    offenseHint: 'Como lo nombran sus documentos, por ejemplo «Hurto (theft)» o «Posesión de marihuana».',
    level: 'Nivel',
    levelHint: 'Sus documentos dicen si fue un delito grave o un delito menor, y su clase o grado.',
    disposition: 'Cómo terminó el caso',
    choose: 'Seleccione',
    causeNumber: 'Número de causa',
    causeNumberHint: 'El número que la corte le dio al caso. Aparece en todos los documentos del caso.',
    filingDate: 'Fecha en que se presentó el caso',
    offenseDate: 'Fecha del delito',
    dispositionDate: 'Fecha en que terminó el caso',
    dispositionDateHint:
      'La fecha de la sentencia, de la desestimación, de la decisión del gran jurado o de la orden de adjudicación diferida.',
    dateFormat: 'Mes, día y año como en sus documentos, por ejemplo 3 16 2015.',
    dateMonth: 'Mes',
    dateDay: 'Día',
    dateYear: 'Año',
    endDate: 'Fecha en que terminó su supervisión o su pena',
    endDateHint:
      'Por ejemplo, la fecha de la liberación de la supervisión o del fin de la probatoria. Déjela en blanco si no aplica.',
    dispositionDateNotOver: 'Fecha en que empezó su adjudicación diferida o supervisión comunitaria',
    endDateNotOver: 'Fecha en que debe terminar su supervisión',
    endDateNotOverHint:
      'Está en su orden de adjudicación diferida o de supervisión comunitaria. La espera se cuenta desde esta fecha.',
    dispositions: {
      deferred_discharged: 'Adjudicación diferida, terminada y el caso desestimado',
      deferred_adjudicated: 'Adjudicación diferida, y después lo declararon culpable',
      on_deferred: 'Adjudicación diferida, todavía no termina',
      probation_completed: 'Supervisión comunitaria (probatoria) después de una condena, terminada',
      probation_revoked: 'Supervisión comunitaria después de una condena, revocada',
      on_probation: 'Supervisión comunitaria después de una condena, todavía no termina',
      convicted_sentence: 'Condena: cárcel, prisión o una multa',
      dismissed: 'El caso fue desestimado',
      no_bill: 'El gran jurado decidió no acusar (no-bill)',
      acquitted: 'Lo declararon no culpable (absolución)',
      pending: 'Todavía está abierto',
      unknown: 'Los registros de la corte no lo dicen',
    },
    save: 'Guardar y revisar de nuevo',
    saveNotMine: 'Dejar este caso fuera',
    saving: 'Revisando…',
    cancel: 'Cancelar',
    failed: 'No pudimos guardar esto. Vuelva a intentarlo.',
    entered: 'Ingresado por usted',
    enteredNote: 'Usted ingresó este caso con sus documentos. No está en los registros de la corte que usamos.',
    corrected: 'Corregido por usted',
    correctedNote: 'Usted corrigió este caso con sus documentos.',
    courtSaid: 'Lo que dicen los registros de la corte',
    attachNote: 'Cuando lo presente, adjunte una copia de la sentencia o la orden de su caso.',
    undoCorrection: 'Usar otra vez los registros de la corte para el caso {{cause}}',
    removeEntered: 'Quitar el caso {{cause}}',
    removeEnteredNoCause: 'Quitar este caso',
    notMineHeading: 'Casos que usted dijo que no son suyos',
    notMineIntro: 'Estos casos de la corte quedan fuera de sus resultados y de sus documentos.',
    putBack: 'Volver a incluir el caso {{cause}}',
    saved: 'Guardado. Revisamos sus resultados de nuevo.',
  },
  levels: {
    MA: 'Delito menor de clase A',
    MB: 'Delito menor de clase B',
    MC: 'Delito menor de clase C',
    F1: 'Delito grave de primer grado',
    F2: 'Delito grave de segundo grado',
    F3: 'Delito grave de tercer grado',
    FS: 'Delito grave de cárcel estatal',
    FC: 'Delito capital',
  },
  openQuestions: {
    person:
      'Algunos resultados no están terminados: necesitamos unas respuestas sobre su pasado (por ejemplo, casos de clase C o servicio militar).',
    personButton: 'Responder las preguntas sobre su pasado',
    cases: 'Algunos resultados no están terminados: necesitamos unas respuestas sobre sus casos.',
    casesButton: 'Responder las preguntas sobre sus casos',
  },
  card: {
    expunctionSteps: 'Pasos de la expunción del caso {{cause}}',
    expunctionPacket: 'Descargar el paquete de expunción del caso {{cause}} (PDF)',
    cause: 'Número de causa',
    offense: 'Delito',
    level: 'Nivel',
    court: 'Corte',
    filed: 'Presentado',
    section: 'Sección de no divulgación',
    sectionValue: 'Código de Gobierno de Texas, § {{section}}',
    expunctionRoute: 'Ley de expunción',
    expunctionRouteValue: 'Código de Procedimiento Penal de Texas, art. {{article}}',
    eligibleDate: 'Fecha más temprana para presentar',
    eligibleDateNoPetition: 'Fecha más temprana para pedir la orden',
    estimated: 'aproximada',
    why: 'Por qué',
    details: 'Ver todos los datos del caso {{cause}}',
    knowYourRights: 'Conozca sus derechos',
    addToCalendar: 'Agregar el {{date}} a mi calendario',
    notYetDate: 'Podría presentar su petición a partir del {{date}}.',
    legalAid: 'Obtener ayuda legal gratuita',
    noReasons: 'No hay más explicación para este caso.',
    courtWords: 'Como aparece en el expediente de la corte: {{literal}}',
    answerQuestions: 'Responder las preguntas sobre el caso {{cause}}',
    // A "not sure" whose question is not named (a result saved before questions were named).
    notSureAny:
      'Usted nos dijo que no está seguro de una de las preguntas. La respuesta puede cambiar el resultado, así que todavía no podemos decirle. Una organización de ayuda legal gratuita puede ayudarle a averiguarlo.',
    yourAnswers: 'Lo que nos dijo sobre este caso',
    changeAnswers: 'Cambiar mis respuestas sobre el caso {{cause}}',
  },
  details: {
    title: 'Datos del caso',
    defendant: 'Nombre en el caso',
    disposition: 'Resultado',
    dates: 'Fechas importantes',
    conviction_date: 'Fecha de la condena',
    dismissal_date: 'Fecha de la desestimación',
    da_start: 'Inicio de la adjudicación diferida',
    da_end: 'Fin de la adjudicación diferida',
    probation_start: 'Inicio de la supervisión comunitaria (probation)',
    probation_end: 'Fin de la supervisión comunitaria (probation)',
    waiting_period_start: 'Inicio del período de espera',
    sentence_completion_date: 'Terminó de cumplir su pena',
    sentence: 'Pena',
    fine: 'Multa',
    felony: 'Delito grave',
    misdemeanor: 'Delito menor',
    none: 'Sin registro',
    estimatedNote:
      'Las fechas marcadas como «aproximada» se calcularon a partir de los datos de la corte y podrían no ser exactas.',
  },
  actions: {
    heading: 'Lo que puede hacer ahora',
    next: 'Siguientes pasos: cómo presentar',
    nextOrder: 'Siguientes pasos: cómo obtener la orden',
    expunctionNext: 'Siguientes pasos: cómo presentar la expunción',
    email: 'Enviar mis resultados por correo electrónico',
    pdf: 'Descargar mis resultados (PDF)',
    pdfLoading: 'Preparando su PDF…',
    disclaimer: 'Sobre estos resultados',
    help: '¿Tiene preguntas? Pida ayuda',
  },
  noEligible:
    'Por ahora, ninguno de sus casos parece reunir los requisitos para sellarse (no divulgación) ni para borrarse (expunción). Una organización de ayuda legal gratuita puede revisar sus antecedentes y explicarle otras opciones.',
  cost: {
    heading: 'Lo que costará presentar su caso',
    yourCases: 'Lo que costará presentar cada uno de sus casos',
    forCase: 'Caso {{cause}}',
    petition:
      'Cuota de presentación (filing fee) de la petición: {{fee}}. Es la cuota para presentar un caso civil (Código de Gobierno, 411.0745(b)).',
    notConfirmed:
      'Esta cantidad no está confirmada. Pregunte a la Secretaría de Distrito (District Clerk) la cantidad actual antes de presentar: {{clerkPhone}}.',
    request072:
      'No hay petición, así que no hay cuota de petición. Cuando le pida la orden a la corte, la Secretaría cobra ${{fee072}} (Código de Gobierno, 411.072(c)).',
    waiver072:
      'Si no puede pagar los ${{fee072}}, presente con su solicitud la {{form}} (Statement of Inability to Afford Payment of Court Costs). También puede cubrir esta cuota.',
    waiver:
      'Si no puede pagar: presente con su petición la {{form}} (Statement of Inability to Afford Payment of Court Costs). Cubre la cuota de presentación y los demás cargos de la Secretaría en su caso. La Secretaría debe aceptar su petición igual; usted tendría que pagar solo si un juez lo ordena después de una audiencia sobre su declaración (Regla 145 de Procedimiento Civil de Texas).',
    expunction:
      'Cuota de presentación (filing fee) de la petición (Código de Procedimiento Penal, art. 102.0061): {{expunctionFee}}',
    expunctionFree:
      'Sin cuota de presentación: una expunción después de una corte para veteranos o una corte de salud mental no cuesta nada al presentarla (Código de Procedimiento Penal, art. 102.0061).',
    expunctionFreeUntil:
      'Sin cuota de presentación si presenta a más tardar el {{date}}, dentro de los {{acquittalDays}} días siguientes a la absolución (Código de Procedimiento Penal, art. 102.0061). Después de ese día: {{expunctionFee}}',
    agencies:
      'Cargos por agencias: su petición nombra a la agencia que lo arrestó y a las {{count}} oficinas que nombra toda petición en este condado. Avisar a una agencia por correo electrónico es gratis. Por cada agencia que no pueda recibir correo electrónico, la Secretaría cobra ${{agencyFee}} cuando envía el aviso de la petición y otros ${{agencyFee}} con la orden (hasta ${{agencyFeeTwice}} por esa agencia; Código de Procedimiento Penal, art. 55A.351).',
    waiverExpunction:
      'Si no puede pagar: presente con su petición la {{form}} (Statement of Inability to Afford Payment of Court Costs). Cubre la cuota de presentación y los cargos por agencias. La Secretaría debe aceptar su petición igual; usted tendría que pagar solo si un juez lo ordena después de una audiencia sobre su declaración (Regla 145 de Procedimiento Civil de Texas).',
    notCovered:
      'La declaración no cubre gastos fuera de la corte: su historial del DPS (${{dpsSearchCost}} por búsqueda), copias y envíos por correo, ni un abogado que usted contrate.',
  },
  calendar: {
    summary: 'Revisar si puedo sellar mi caso del condado de Harris',
    description: 'El período de espera del caso {{cause}} podría haber terminado. Vuelva a revisar en {{url}}',
  },
};

export default results;
