import type { Messages } from '../../types';
import type en from '../en/expunction';

/**
 * Expunción (Código de Procedimiento Penal, cap. 55A): hoja de instrucciones del paquete de expunción y
 * páginas `/steps/expunction/*`. Términos según el glosario: expunción, absolución, desestimación,
 * plazo de prescripción, programa de intervención previa al juicio, presentar, audiencia, orden.
 */
const expunction: Messages<typeof en> = {
  routes: {
    r55A_002: 'a usted lo declararon no culpable en el juicio (absolución)',
    r55A_052:
      'no se presentó ningún cargo contra usted (por ejemplo, el gran jurado decidió no acusar: no-bill) y ya pasó el tiempo de espera desde el arresto',
    r55A_053:
      'el caso fue desestimado porque usted completó un programa de intervención previa al juicio (pretrial intervention) u otro motivo que dice la ley',
    r55A_053_a_2_A:
      'el caso fue desestimado porque usted completó un programa de la corte de tratamiento para veteranos',
    r55A_053_a_2_B: 'el caso fue desestimado porque usted completó un programa de la corte de salud mental',
    r55A_053_a_2_C:
      'el caso fue desestimado porque usted completó un programa de intervención previa al juicio (pretrial intervention)',
    r55A_053_a_2_D: 'el caso fue desestimado porque no había causa probable',
    r55A_054:
      'el caso fue desestimado y ya se venció el tiempo que tenía el estado para volver a acusarle (plazo de prescripción)',
    r55A_005:
      'a usted lo condenaron por portar ilegalmente una pistola por un delito anterior al 1 de septiembre de 2021',
    other: 'la vía del artículo {{article}} del Código de Procedimiento Penal',
  },
  dates: {
    offense: 'Fecha del delito',
    arrest: 'Fecha del arresto',
    filing: 'Fecha de presentación del caso',
    dismissal: 'Fecha de desestimación',
    acquittal: 'Fecha de la absolución',
    eligible: 'Primera fecha para presentar',
  },
  sheet: {
    noCause: '(número de causa no indicado: cópielo de sus documentos de la corte)',
    title: 'Instrucciones: su petición de expunción para el caso {{cause}}',
    keep: 'Lea esto primero. Guarde estas instrucciones: no las presente en la corte. Esto no es asesoría legal. Solo un juez decide si concede la expunción.',
    footer: 'Instrucciones de expunción del caso {{cause}} - página {{page}} de {{total}}',
    packetHeading: 'Qué hay en este paquete',
    packetIntro:
      'Este paquete es para el arresto del caso {{cause}} ({{offense}}), que vio la {{court}}. Nuestra revisión de los datos de la corte encontró que este arresto podría borrarse por expunción según el artículo {{article}} del Código de Procedimiento Penal de Texas porque {{route}}.',
    packetPetition:
      'Una petición de expunción (Petition for Expunction), ya llenada con su caso y la lista de agencias que podrían tener registros del arresto.',
    packetOrder:
      'Una orden de expunción propuesta (proposed Order of Expunction) para que el juez la firme si concede su petición. No la firme usted.',
    packetStatement:
      'Una Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs), para pedir que no le cobren.',
    englishNote:
      'Los documentos de la corte están en inglés porque se presentan en una corte de Texas, que trabaja en inglés. Estas instrucciones los explican.',
    differs:
      'La expunción no es lo mismo que la orden de no divulgación (order of nondisclosure). La no divulgación oculta un caso a la mayoría del público; la expunción ordena a cada agencia destruir o devolver sus registros del arresto, como si no hubiera ocurrido. Se presenta como un caso civil nuevo, con un número de causa nuevo que da la secretaría, no en su caso penal anterior.',
    checkHeading: 'Paso 1. Revise los datos que llenamos',
    checkIntro:
      'Llenamos su caso con los datos de la corte de la {{dataClerk}}. Compare cada dato con sus propios documentos de la corte (la desestimación, la sentencia de absolución, el registro del arresto). Si algo está mal, corríjalo a mano con cuidado antes de presentar, o pida ayuda.',
    datesIntro: 'Fechas que usamos:',
    dateEstimated:
      '{{label}}: {{date}} (nuestro cálculo, no está en el registro de la corte: revíselo y escriba la fecha correcta donde el documento dice "You fill in")',
    dateRecorded: '{{label}}: {{date}}',
    youFillHeading: 'Paso 2. Llene lo que no está en los datos de la corte',
    youFillText:
      'Donde el documento dice "You fill in" (usted llena), escriba la respuesta a mano: su dirección en el momento del arresto, los tres últimos dígitos de su licencia de conducir o tarjeta de identificación, y cualquier fecha que no pudimos leer. Donde dice "You sign" (usted firma), firme con su nombre.',
    noSsn:
      'Este sitio nunca le pide su número de Seguro Social y la petición no tiene lugar para él. La Regla 21c de Procedimiento Civil de Texas deja fuera de los documentos de la corte los números de identidad completos; si la secretaría o la corte le pide el número, déselo directamente, no en la petición.',
    agenciesHeading: 'Paso 3. La lista de agencias',
    agenciesText:
      'La petición nombra las agencias y oficinas que podrían tener registros de este arresto: la agencia que lo arrestó ({{agency}}), la Secretaría de Distrito del Condado de {{county}}, la Fiscalía de Distrito del Condado de {{county}} y el Departamento de Seguridad Pública de Texas (DPS). La corte ordena a cada una de la lista destruir o devolver sus registros, así que una agencia que no esté en la lista se queda con ellos. Agregue en las líneas en blanco cualquier otra agencia que conozca (por ejemplo, la cárcel donde lo registraron, un departamento de policía de una ciudad o una oficina de servicios previos al juicio), cada una una sola vez.',
    agencyUnknown: 'no está en los datos de la corte: escríbala usted',
    agenciesAddresses:
      'Anote cada agencia una sola vez, con su dirección postal y su correo electrónico, donde el documento dice "You fill in". Empiece con la lista de agencias y correos electrónicos que publica la Secretaría de Distrito (la secretaría no garantiza que esté completa). Las agencias de esa lista deben aceptar la notificación por correo electrónico, y eso es gratis. Por cada agencia que no pueda recibirla por correo electrónico, la secretaría cobra ${{fee}} cuando sale la notificación de su petición y ${{fee}} otra vez cuando sale la orden (hasta ${{feeTwice}} por esa agencia). La secretaría guarda la orden firmada, así que puede pedir otra copia si pierde la suya.',
    signHeading: 'Paso 4. Dónde firmar',
    signPetition:
      'En la petición: firme en la línea después de "Respectfully submitted" (respetuosamente presentada) y escriba su dirección postal, teléfono, correo electrónico y la fecha.',
    signDeclaration:
      'Firme la declaración sin juramento (unsworn declaration) al final de la petición. Dice, bajo pena de perjurio, que los datos son ciertos.',
    signOrder: 'No firme la orden propuesta. Llévela a la audiencia: la firma el juez.',
    signStatement:
      'Si no puede pagar el costo de presentación, llene y firme la Declaración de incapacidad de pagar los costos judiciales.',
    sensitiveHeading: 'Información privada',
    sensitiveText:
      'La declaración pide su fecha de nacimiento y su dirección. Son datos confidenciales según la Regla 21c de Procedimiento Civil de Texas. Si escribe su fecha de nacimiento completa o la dirección de su casa en un documento que presenta, escriba "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" arriba a la izquierda de la primera página.',
    feeHeading: 'El costo, y cómo pedir que no le cobren',
    feeText:
      'Una petición de expunción en la corte de distrito cuesta lo mismo que presentar un caso civil común: {{fee}}',
    feeWaivedAcquittal:
      'No se cobra la cuota de presentación por este caso si lo presenta a más tardar el {{date}}: la petición es sobre una absolución y se presenta dentro de los {{acquittalDays}} días después de ella (Código de Procedimiento Penal, art. 102.0061). Después de ese día, se cobra la cuota normal.',
    feeWaivedSpecialty:
      'No se cobra la cuota de presentación por este caso: se desestimó después de que usted completó un programa de la corte de tratamiento para veteranos o del tribunal de salud mental (Código de Procedimiento Penal, art. 102.0061).',
    feeFree:
      'No se cobra la presentación si pide la expunción dentro de los {{acquittalDays}} días después de una absolución, o después de una desestimación por completar un programa de la corte de tratamiento para veteranos o de la corte de salud mental (Código de Procedimiento Penal, art. 102.0061).',
    statementHow:
      'Si no puede pagar, presente con la petición la Declaración de incapacidad de pagar los costos judiciales (en inglés: Statement of Inability to Afford Payment of Court Costs). La secretaría debe aceptarla y presentar su petición. Si recibe ayuda del gobierno, como SNAP o Medicaid, adjunte un comprobante.',
    statementHelp: 'Más información sobre la Declaración (en inglés): {{url}}',
    fileHeading: 'Paso 5. Presente la petición',
    fileWhere:
      'Presente la petición, la orden propuesta y (si la usa) la Declaración de incapacidad en la {{clerk}}. La expunción se presenta en una corte de distrito del condado donde lo arrestaron (Código de Procedimiento Penal, art. 55A.251), aunque el caso haya sido un delito menor.',
    fileOnline: 'Por internet: en eFileTexas, {{url}} (en inglés).',
    fileInPerson: 'En persona: {{address}}; {{hours}}',
    filePhone: 'Teléfono de la Secretaría de Distrito: {{phone}}',
    fileCopies:
      'Guarde una copia sellada por la secretaría de todo lo que presente y anote el número de causa nuevo que le den.',
    daNote:
      'La Fiscalía de Distrito del Condado de {{county}} acepta algunas expunciones sin tiempo de espera (por ejemplo, después de algunos programas de intervención previa al juicio) y lo explica aquí (en inglés): {{url}}',
    partialNote:
      'Como no se presentó ningún cargo, la corte puede dejar que la agencia que lo arrestó y la Fiscalía guarden sus registros para investigaciones (expunción parcial, art. 55A.302). Aun así, los registros dejan de ser públicos.',
    hearingHeading: 'Paso 6. La audiencia',
    hearingText:
      'La corte fija una audiencia no antes de {{days}} días después de que usted presente, y avisa a las agencias de su lista. La corte le fijará o le dirá una fecha; si no sabe nada en unas semanas, llame a la secretaría o al coordinador de la corte (court coordinator). Lleve sus copias y la orden propuesta.',
    acquittalNote:
      'Después de una absolución, también puede pedir a la corte del juicio, dentro de 30 días, que ordene la expunción ella misma (art. 55A.201).',
    nextHeading: 'Paso 7. Después de la orden',
    nextText:
      'Cuando el juez firma la orden, la secretaría la envía a cada agencia de la lista. Deben destruir o devolver sus registros, y usted puede negar que el arresto ocurrió, salvo bajo juramento en un caso penal. Pida a la secretaría una copia certificada de la orden firmada y guárdela bien. {{whole}}',
    helpHeading: 'Ayuda legal gratuita',
    helpIntro:
      'Si una afirmación no es cierta para usted, un dato está mal o no está seguro, pida ayuda legal gratuita antes de presentar:',
    helpItem: '{{name}}: {{url}} (en inglés)',
    helpItemPhone: '{{name}}: {{url}} (en inglés), {{phone}}',
  },
  emailPage: {
    heading: 'Paquetes de expunción',
    intro:
      'Estos casos podrían borrarse por expunción. El paquete tiene la petición, una orden propuesta, la Declaración de incapacidad de pagar los costos judiciales e instrucciones.',
    download: 'Descargar los paquetes de expunción ya llenados (PDF)',
  },
  flow: {
    label: 'Pasos de la expunción',
    progress: 'Paso {{current}} de {{total}}',
    previous: 'Paso anterior',
    next: 'Paso siguiente',
    backToResults: 'Volver a sus resultados',
    download: 'Descargue su paquete de expunción (PDF)',
    downloadHint: 'Los documentos de la corte están en inglés; las instrucciones, en el idioma que elija.',
    downloadEs: 'Instrucciones en español',
    downloadEn: 'Instrucciones en inglés',
    review: {
      title: 'Paso 1: Revise qué es la expunción',
      intro:
        'La expunción (expunction) es una orden de la corte que obliga a cada agencia a destruir o devolver sus registros de un arresto. Después, usted puede negar que el arresto ocurrió, salvo bajo juramento en un caso penal.',
      differs:
        'Es distinta de la orden de no divulgación: la no divulgación solo oculta un caso a la mayoría del público; la expunción lo borra. La ley la permite solo para algunos arrestos: una absolución, ningún cargo presentado (no-bill), o una desestimación por un motivo que dice la ley o cuando ya venció el plazo para volver a acusarle.',
      check:
        'Antes de seguir, lea los motivos en su página de resultados y compárelos con sus documentos de la corte. Solo vimos datos de las cortes del Condado de Harris.',
      noPetition:
        'Si su resultado dice "no se pudo determinar", no preparamos una petición: pida ayuda legal gratuita.',
    },
    petition: {
      title: 'Paso 2: Prepare la petición',
      intro:
        'Descargue su paquete. Tiene una petición de expunción llenada con su caso, una orden propuesta para el juez, la Declaración de incapacidad de pagar los costos judiciales e instrucciones.',
      newCase:
        'A diferencia de la no divulgación, la expunción se presenta como un caso civil nuevo en una corte de distrito, aunque sea un delito menor. Deje en blanco el número de causa de arriba: lo da la secretaría.',
      fill: 'Llene a mano lo que no está en los datos de la corte: su dirección en el momento del arresto y los tres últimos dígitos de su licencia de conducir o identificación. Nunca le pedimos su número de Seguro Social.',
      agencies:
        'La petición nombra las agencias que podrían tener registros del arresto: la agencia que lo arrestó, la Secretaría de Distrito, la Fiscalía de Distrito y el Departamento de Seguridad Pública de Texas. Agregue cualquier otra agencia que conozca: una agencia que no esté en la lista se queda con sus registros.',
    },
    payment: {
      title: 'Paso 3: Pague o pida que no le cobren',
      fee: 'El costo es el de presentar un caso civil común en la Secretaría de Distrito: {{fee}}',
      free: 'No se cobra una expunción pedida dentro de los {{acquittalDays}} días después de una absolución, ni después de una desestimación por completar un programa de la corte de tratamiento para veteranos o de la corte de salud mental.',
      waiver:
        'Si no puede pagar, llene la Declaración de incapacidad de pagar los costos judiciales de su paquete y preséntela con la petición. La secretaría debe aceptarla.',
      agencies:
        'La notificación por correo electrónico a una agencia es gratis. Por cada agencia que no pueda recibirla por correo electrónico, la secretaría cobra ${{fee}} cuando sale la notificación de la petición y ${{fee}} otra vez con la orden (hasta ${{feeTwice}} por esa agencia).',
    },
    file: {
      title: 'Paso 4: Presente la petición',
      where:
        'Presente en la Secretaría de Distrito del Condado de Harris (Harris County District Clerk), por internet en eFileTexas o en persona en {{address}}.',
      hours: 'Horario: {{hours}}',
      copies: 'Guarde una copia sellada de todo y anote el número de causa nuevo.',
      da: 'La Fiscalía de Distrito del Condado de Harris acepta algunas expunciones antes, por ejemplo después de algunos programas de intervención previa al juicio.',
    },
    hearing: {
      title: 'Paso 5: Vaya a la audiencia',
      when: 'La corte fija una audiencia no antes de {{days}} días después de que usted presente y avisa a las agencias de su lista. La corte le fijará o le dirá una fecha; si no sabe nada en unas semanas, llame a la secretaría.',
      bring: 'Lleve sus copias, la orden propuesta y una identificación con foto.',
      acquittal:
        'Después de una absolución, también puede pedir a la corte del juicio, dentro de 30 días, que ordene la expunción ella misma.',
    },
    order: {
      title: 'Paso 6: Después de la orden',
      text: 'Cuando el juez firma la orden, la secretaría la envía a cada agencia de la lista. Deben destruir o devolver sus registros del arresto.',
      copy: 'Pida a la Secretaría de Distrito una copia certificada de la orden firmada y guárdela bien: es su prueba si el arresto aparece más adelante.',
      recheck: 'Después de unos meses, revise sus antecedentes otra vez.',
    },
    help: '¿Necesita ayuda? Ayuda legal gratuita:',
    helpForm: 'Pídanos ayuda',
  },
};

export default expunction;
