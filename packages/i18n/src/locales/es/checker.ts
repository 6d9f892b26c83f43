import type en from '../en/checker';
import type { Messages } from '../../types';

const checker: Messages<typeof en> = {
  stepOf: 'Revisar si califico',
  precheck: {
    title: 'Antes de empezar',
    intro:
      'Esta herramienta revisa casos penales de adultos presentados en las cortes del condado de Harris desde el 1 de enero de 1990. Primero, dos preguntas rápidas.',
    outsideTexas: '¿Alguna vez le acusaron de un delito fuera del condado de Harris?',
    before1990: '¿Alguna vez le acusaron de un delito en el condado de Harris antes del 1 de enero de 1990?',
    warningTitle: 'Puede seguir usando esta herramienta',
    warningOutside:
      'Esta herramienta solo ve casos del condado de Harris. Los casos de otros condados o estados no aparecerán, y pueden afectar si usted puede obtener una orden de no divulgación (order of nondisclosure). Hable con una organización de ayuda legal gratuita sobre esos casos.',
    warningBefore1990:
      'Los casos presentados antes del 1 de enero de 1990 no están en nuestros datos. No aparecerán en sus resultados y pueden afectar si usted reúne los requisitos. Hable con una organización de ayuda legal gratuita sobre esos casos.',
  },
  basicInfo: {
    title: 'Díganos quién es usted',
    intro:
      'Usamos su nombre y su fecha de nacimiento para buscar casos en los registros de las cortes del condado de Harris. No guardamos estos datos después de que termine su sesión.',
    nameLegend: 'Su nombre',
    nameHint: 'Use el nombre que aparece en sus documentos de la corte.',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido(s)',
    lastNameHint: 'Si tiene dos apellidos, escriba los dos.',
    suffix: 'Sufijo',
    suffixNone: 'Ninguno',
    aliasLegend: 'Otros nombres que ha usado',
    aliasHint: 'Por ejemplo, su apellido de soltera o un nombre escrito de otra forma. Déjelo en blanco si no tiene.',
    aliasFirstName: 'Otro nombre {{n}}',
    aliasLastName: 'Otro apellido {{n}}',
    addAlias: 'Agregar otro nombre',
    removeAlias: 'Quitar el otro nombre {{n}}',
    dobLegend: 'Fecha de nacimiento',
    dobHint: 'Por ejemplo, 1 de enero de 1990. Elija primero el mes, después el día y el año.',
    month: 'Mes',
    day: 'Día',
    year: 'Año',
    choose: 'Elija',
    agree:
      'Entiendo que los resultados son un cálculo aproximado, no asesoramiento legal, y acepto las condiciones de uso.',
    agreeLegend: 'Condiciones de uso',
    agreeLearnMore: 'Más información sobre las condiciones de uso',
    submit: 'Buscar mis casos',
    searching: 'Buscando en los registros de las cortes. Puede tardar unos segundos…',
    nameError:
      'No pudimos buscar ese nombre. Quite los símbolos y caracteres especiales y vuelva a enviarlo. Puede usar acentos.',
  },
  noCases: {
    title: 'No encontramos ningún caso',
    intro: 'Buscamos casos del condado de Harris presentados del {{start}} al {{end}} para:',
    name: 'Nombre',
    aliases: 'Otros nombres',
    dob: 'Fecha de nacimiento',
    range: 'Fechas de búsqueda',
    rangeValue: 'Del {{start}} al {{end}}',
    whatNext:
      'Revise cómo escribió su nombre y su fecha de nacimiento y busque de nuevo. Si su caso fue en otro condado, o fue un delito menor de clase C (una multa), no aparecerá aquí.',
    namesHeading: 'Nombres que nos ayudan a encontrar sus casos',
    names: {
      other:
        'Otros nombres que haya usado, como un apellido de soltera o de casada u otra forma de escribirlo: agréguelos en «Otros nombres que ha usado».',
      short: 'Ya buscamos las formas cortas y largas de uso común de un nombre, como Dan y Daniel, o Paco y Francisco.',
      double: 'Si su apellido tiene dos partes, como García López o Demo-Smith, también buscamos cada parte.',
      middle: 'El segundo nombre solo limita la búsqueda. Si la corte pudo escribirlo de otra forma, déjelo en blanco.',
    },
    addName: 'Agregar otro nombre y buscar de nuevo',
    helpLine: '¿Todavía tiene dudas? Pídanos ayuda y una persona le responderá en 2 días hábiles.',
    askHelp: 'Pedir ayuda',
    startDate: '1 de enero de 1990',
  },
  confirm: {
    titleOne: '¿Son estos sus casos?',
    titleMany: '¿Cuáles de estos son sus casos?',
    introOne: 'Encontramos {{count}} caso que coincide con su nombre y su fecha de nacimiento.',
    introOne_other: 'Encontramos {{count}} casos que coinciden con su nombre y su fecha de nacimiento.',
    introMany:
      'Encontramos casos de más de una persona con su nombre y su fecha de nacimiento. Cada lista es de una persona. Elija la lista con sus casos.',
    question: '¿Son estos sus casos?',
    yes: 'Sí, son mis casos',
    no: 'No, no son mis casos',
    listHeading: 'Lista {{n}}',
    thisIsMe: 'Estos son mis casos (lista {{n}})',
    noneMine: 'Ninguna de estas listas es mía',
    resubmit: 'Cambiar mis datos y buscar de nuevo',
    home: 'Volver a la página principal',
    cause: 'Número de causa',
    offense: 'Delito',
    filed: 'Presentado',
    court: 'Corte',
    level: 'Nivel',
    defendant: 'Nombre en el caso',
  },
  additional: {
    title: 'Unas preguntas más',
    intro:
      'Algunos delitos y situaciones deciden si se puede sellar algún caso. Sus respuestas son privadas y solo se usan para revisar sus casos.',
    introMore:
      'Por sus respuestas sobre sus casos, necesitamos unas respuestas más sobre su pasado. Guardamos las respuestas que ya nos dio.',
    sexOffender: '¿Tiene que inscribirse en el registro como delincuente sexual (sex offender registration)?',
    sexOffenderStop:
      'Las personas que deben inscribirse en el registro como delincuente sexual no pueden obtener una orden de no divulgación. Puede ver sus resultados y conocer otras opciones.',
    offensesLegend:
      '¿Alguna vez lo declararon culpable, o le dieron adjudicación diferida (deferred adjudication), por alguno de estos delitos?',
    offensesHint: 'Marque todos los que correspondan.',
    offenses: {
      murder: 'Asesinato',
      human_trafficking: 'Trata de personas',
      aggravated_kidnapping: 'Secuestro agravado',
      injury_child_elderly_disabled: 'Lesiones a un niño, a una persona mayor o a una persona con discapacidad',
      child_abandoning_endangerment: 'Abandono o puesta en peligro de un niño',
      family_violence: 'Un delito de violencia familiar (family violence)',
      stalking: 'Acecho (stalking)',
      sex_offender: 'Un delito que exige inscribirse en el registro como delincuente sexual',
      protective_order_violation:
        'Violar una orden de protección, o una condición de fianza puesta para proteger a alguien (por ejemplo, en un caso de violencia familiar)',
    },
    offenseHints: {
      family_violence:
        'Violencia familiar quiere decir lastimar o amenazar con lastimar a alguien de su familia o de su hogar. La ley de Texas incluye: un pariente de sangre, por matrimonio o por adopción; su esposo o esposa actual o anterior; el padre o la madre de su hijo o hija; cualquier persona que vive o vivió con usted, aunque solo compartan la vivienda; y cualquier persona con la que sale o salió como pareja.',
    },
    or: 'o',
    noneOfTheAbove: 'Ninguno de los anteriores',
    offenseStop:
      'Con uno de estos delitos en sus antecedentes, la ley de Texas no permite una orden de no divulgación. Puede ver sus resultados y conocer otras opciones.',
    hasClassCConviction:
      '¿Alguna vez lo declararon culpable, o le dieron adjudicación diferida (deferred adjudication) o disposición diferida (deferred disposition), por un delito menor de clase C que no fuera una multa de tránsito? (Por ejemplo: intoxicación pública, posesión de alcohol siendo menor de edad, parafernalia de drogas, hurto de clase C, alteración del orden público.)',
    hasClassCConvictionHint:
      'Por qué preguntamos: los casos de clase C los ven las cortes municipales y las Cortes de Juez de Paz. Los registros de la corte que revisamos no los incluyen, y pueden cambiar sus resultados.',
    isVeteran: '¿Es usted veterano o veterana de las Fuerzas Armadas de los Estados Unidos?',
    vetReemployment: '¿Completó un programa de reincorporación laboral para veteranos (veterans reemployment program)?',
    vetTreatment: '¿Completó un programa de la corte de tratamiento para veteranos (Veterans Treatment Court)?',
    vetLearnMore: 'Más información sobre los programas para veteranos',
    hasBeenVictim: '¿Ha sido víctima de trata de personas?',
    victimCaseHarris:
      '¿Cometió el delito de alguno de sus casos del condado de Harris porque era víctima de trata de personas?',
    assistanceRequested: '¿La policía o la fiscalía le pidió ayuda con la investigación o el proceso penal?',
    assistedInvestigation: '¿Ayudó a las autoridades en la investigación o el proceso penal?',
    submit: 'Continuar',
    seeResults: 'Ver mis resultados',
  },
  verification: {
    title: 'Preguntas sobre el caso {{n}} de {{total}}',
    caseSummary: 'Sobre este caso',
    intro: 'Necesitamos algunos datos más sobre este caso para revisarlo.',
    questions: {
      completed_vet_reemployment_prg_for_case:
        'En este caso, ¿completó un programa de reincorporación laboral para veteranos (veterans reemployment program)?',
      completed_vet_treatment_court_for_case:
        'En este caso, ¿completó un programa de la corte de tratamiento para veteranos (Veterans Treatment Court)?',
      bac_under_015: '¿Su concentración de alcohol en la sangre (BAC) era menor de 0.15 cuando le hicieron la prueba?',
      had_commercial_license_or_permit:
        '¿Tenía una licencia o permiso de conducir comercial (CDL) cuando ocurrió este delito?',
      used_ignition_interlock_device:
        '¿Le ordenaron manejar, por 6 meses o más, solo vehículos con un dispositivo de bloqueo del encendido (ignition interlock)? (Conteste que sí aunque no haya manejado.)',
      interlock_condition: '¿Quién le ordenó usar el dispositivo de bloqueo del encendido?',
      collision_with_another_person:
        '¿Hubo un choque relacionado con este delito en el que estuvo involucrada otra persona, aunque fuera un pasajero de su propio vehículo o embarcación?',
      paid_all_fines_and_costs: '¿Ya pagó todas las multas, los costos judiciales y la restitución de este caso?',
      completion_payment_month:
        '¿En qué mes y año hizo el último pago de las multas, los costos judiciales y la restitución de este caso?',
      completion_payment_year:
        '¿En qué año pagó lo último de sus multas, costos judiciales y restitución de este caso?',
      committed_solely_as_trafficking_victim:
        '¿Cometió el delito únicamente porque alguien lo tenía como víctima de trata de personas o lo obligaba a prostituirse?',
      commited_after_submitting_petition: '¿Cometió este delito después de presentar una petición de no divulgación?',
      arrest_month: '¿En qué mes y año fue su arresto por este caso?',
      offense_month: '¿En qué mes y año ocurrió el delito de este caso?',
      class_c_in_window:
        'Entre el día en que le dieron la sentencia o la adjudicación diferida (deferred adjudication) en este caso y la fecha en que puede pedir la orden, ¿lo declararon culpable, o le dieron disposición diferida (deferred disposition), por un delito menor de clase C que no fuera una multa de tránsito?',
      // La misma pregunta con las fechas de su período (docs/law D74)
      class_c_in_window_window:
        'Entre el {{from}} y el {{to}}, ¿lo declararon culpable, o le dieron disposición diferida (deferred disposition), por un delito menor de clase C que no fuera una multa de tránsito?',
      victim_family_household_or_dating:
        '¿La otra persona de este caso era alguien de su familia o de su hogar, o alguien con quien usted salía como pareja?',
      handgun_carried_on_person_only:
        '¿Llevaba la pistola encima o a su alcance, no solo en un carro o una embarcación, y sin estar haciendo otra cosa en contra de la ley?',
      // Questions of docs/law D38, D42 and D44 (the engine asks them from the 2026-11 law review on).
      weapon_only_in_own_vehicle:
        '¿El arma (una pistola, un cuchillo o un garrote) estaba solamente dentro de un carro, una camioneta o una embarcación que era suya o que usted manejaba?',
      class_c_before_case: '¿Alguno de ellos se decidió antes del {{date}}?',
      class_c_before_case_noDate:
        '¿Alguno de ellos se decidió antes de que le dieran la sentencia o la adjudicación diferida en este caso?',
      charge_refiled_or_replaced:
        'Después de este caso, ¿volvieron a presentar el mismo cargo, o lo acusaron de un delito diferente o menor por el mismo arresto?',
      // End of the D38–D44 questions.
      // Una condena anterior que el cargo menciona (docs/law D53)
      prior_record_before_case:
        'Antes de este caso, ¿alguna vez le condenaron o le dieron adjudicación diferida por algo que no fuera una multa de tránsito, en cualquier lugar?',
      // Cómo terminó la supervisión, cuando el registro no lo dice (ADR 0060 punto 58)
      supervision_end_how:
        '¿Cómo terminó su adjudicación diferida o su supervisión comunitaria (probation) en este caso?',
      supervision_end_month: '¿En qué mes y año le liberó el juez de la supervisión?',
      supervision_end_year: '¿En qué año le liberó el juez de la supervisión?',
      // Actividad delictiva organizada: de qué era el cargo de grupo (docs/law D82)
      organized_crime_object_serious:
        '¿El cargo de grupo era por una muerte o una muerte en un choque, un delito sexual, trata de personas o prostitución, o por una víctima menor de edad?',
      // Un cargo que la Secretaría de Distrito registra como presentado otra vez (docs/law D80)
      refiled_case_outcome:
        'El registro de la corte dice que este cargo fue desestimado y después presentado otra vez como un caso nuevo. ¿Cómo terminó el caso nuevo?',
      refiled_case_end_month: '¿En qué mes y año terminó el caso nuevo?',
      // Una supervisión revocada sin pena en el registro (docs/law D77)
      revocation_sentence_end_month:
        '¿En qué mes y año terminó de cumplir el tiempo de cárcel que le dio el juez cuando le revocó la supervisión comunitaria (probation)?',
      // La violencia familiar necesita violencia o una amenaza (docs/law D79)
      family_violence_conduct:
        '¿En el caso se trató de lastimar o intentar lastimar a esa persona, o de amenazarla con lastimarla pronto?',
    },
    hints: {
      bac_under_015:
        'Revise sus documentos de la corte o el informe de la policía. Si no le hicieron la prueba, conteste «Sí». Si todavía no lo sabe, elija «No lo sé».',
      used_ignition_interlock_device:
        'El dispositivo de bloqueo del encendido es un aparato que no deja arrancar el vehículo si detecta alcohol.',
      interlock_condition:
        'Sus documentos de la corte lo dicen. Una condición de fianza se pone antes de que termine el caso, mientras usted está libre bajo fianza. Una condición de la supervisión comunitaria (probation) es parte de su sentencia.',
      collision_with_another_person:
        'Cuente cualquier choque, aunque solo haya chocado su vehículo o embarcación, si había otra persona involucrada: otro conductor, una persona a pie o un pasajero que iba con usted. Cuenta aunque nadie haya resultado herido.',
      completion_payment_month:
        'Si el juez le perdonó lo que todavía debía, indique el mes de esa orden. Sus recibos o la Secretaría de Distrito (District Clerk) se lo pueden decir.',
      completion_payment_year:
        'Si solo sabe el año, contamos desde el último día de ese año. Sus recibos o la Secretaría de Distrito (District Clerk) le pueden decir la fecha exacta.',
      arrest_month:
        'Si usted se entregó, o su arresto fue con una orden de arresto después de que se presentó el caso, indique el mes en que eso pasó. Sus papeles de la fianza o de salida de la cárcel muestran la fecha.',
      offense_month: 'Sus documentos de la corte muestran la fecha del delito.',
      class_c_in_window:
        'Los casos de clase C los ven las cortes municipales y las Cortes de Juez de Paz; por ejemplo, intoxicación pública, posesión de alcohol siendo menor de edad o hurto de clase C. No cuente las multas de tránsito.',
      victim_family_household_or_dating:
        'Esto incluye: un pariente de sangre, por matrimonio o por adopción; su esposo o esposa actual o anterior; el padre o la madre de su hijo o hija; cualquier persona que vive o vivió con usted, aunque solo compartan la vivienda; y cualquier persona con la que sale o salió como pareja. La ley de Texas lo cuenta como violencia familiar (family violence) cuando, además de la relación, alguien salió lastimado o fue amenazado con ser lastimado pronto.',
      handgun_carried_on_person_only:
        'Conteste «No» si la pistola estaba solo en un carro, una camioneta o una embarcación, o si la tenía mientras cometía otro delito.',
      // Hints of docs/law D38, D42 and D44.
      weapon_only_in_own_vehicle:
        'Conteste «Sí» solo si el arma se quedó dentro de su propio vehículo o embarcación, o de uno que usted manejaba. Conteste «No» si la llevaba encima, por ejemplo en un bolsillo, en la cintura o en una bolsa que cargaba.',
      class_c_before_case:
        '«Ellos» son los casos de clase C que nos mencionó: intoxicación pública, posesión de alcohol siendo menor de edad, hurto de clase C y otros parecidos, no las multas de tránsito. Cuente un caso si terminó en una condena o en una disposición diferida.',
      charge_refiled_or_replaced:
        'A veces retiran un cargo y lo vuelven a presentar, o lo cambian por otro cargo (por ejemplo, uno menor) por el mismo arresto. Sus documentos de la corte o la Secretaría de Distrito pueden decírselo.',
      // End of the D38–D44 hints.
      prior_record_before_case:
        'Le preguntamos porque el cargo de este caso dice que usted tenía una condena anterior. Cuente cualquier estado, y los casos que después se sellaron. No cuente este caso ni las multas de tránsito.',
      supervision_end_how:
        'Los registros de la corte que tenemos no muestran cómo terminó. Su orden de liberación, o la Secretaría de Distrito (District Clerk), se lo puede decir.',
      supervision_end_month:
        'Su orden de liberación muestra la fecha. La Secretaría de Distrito (District Clerk) le puede dar una copia.',
      supervision_end_year:
        'Si solo sabe el año, contamos desde el último día de ese año. Su orden de liberación muestra la fecha exacta.',
      organized_crime_object_serious:
        '«Participar en actividad delictiva organizada» (engaging in organized criminal activity) es un delito cometido en grupo, por ejemplo una banda de robo de carros o de drogas. Sus documentos de la corte nombran el delito.',
      refiled_case_outcome:
        'El caso nuevo tiene otro número de causa. Sus documentos de la corte o la Secretaría de Distrito (District Clerk) le pueden decir cómo terminó.',
      refiled_case_end_month:
        'La desestimación, o la decisión del gran jurado de no acusar, muestra la fecha. La Secretaría de Distrito (District Clerk) se la puede decir.',
      revocation_sentence_end_month:
        'La sentencia que revocó su supervisión comunitaria (probation) muestra el tiempo de cárcel; la Secretaría de Distrito (District Clerk) le puede dar una copia. Si no lo sabe, contamos desde el tiempo de cárcel más largo que la ley permite para este delito, así que su fecha puede salir más tarde de lo que debería.',
      family_violence_conduct:
        'Conteste «Sí» si alguien salió lastimado o alguien intentó lastimarlo, o si lo acusaron de amenazar con lastimarlo pronto. Conteste «No» si el caso fue solo por mensajes, llamadas o palabras, sin amenaza de lastimar.',
    },
    notSure: 'No lo sé',
    answered: { unknown: 'No lo sé' },
    choices: {
      interlock_condition: {
        probation: 'Una condición de mi supervisión comunitaria (probation)',
        bond: 'Una condición de mi fianza, antes de que terminara el caso',
        both: 'Las dos: mi fianza y mi supervisión comunitaria',
        other_or_not_sure: 'Otra cosa, o no lo sé',
      },
      supervision_end_how: {
        discharged: 'El juez me liberó de la supervisión: la terminé, o el juez la terminó antes, y no me la revocaron',
        adjudicated_or_revoked:
          'El juez me declaró culpable, me la revocó, o me mandó a la cárcel o a prisión por este caso',
        not_over: 'Todavía no ha terminado, o hay pendiente una moción para revocarla',
        other_or_not_sure: 'Terminó de otra forma (por ejemplo, una liberación “insatisfactoria”), o no estoy seguro',
      },
      refiled_case_outcome: {
        dismissed_or_no_billed: 'También fue desestimado, o el gran jurado decidió no acusarme (no-bill)',
        convicted_or_deferred:
          'Me declararon culpable, o me dieron adjudicación diferida o supervisión comunitaria (probation)',
        pending: 'Todavía está abierto',
        not_sure: 'No estoy seguro',
      },
    },
    month: {
      month: 'Mes',
      year: 'Año',
      choose: 'Elija',
      unknown: 'No sé el mes',
      unknownYear: 'No sé el año',
    },
    moreQuestions: 'Sus respuestas nos llevan a una pregunta más sobre este caso.',
    moreQuestions_other: 'Sus respuestas nos llevan a {{count}} preguntas más sobre este caso.',
    vetLearnMore: 'Más información sobre los programas para veteranos',
    next: 'Siguiente caso',
    finish: 'Ver mis resultados',
  },
};

export default checker;
