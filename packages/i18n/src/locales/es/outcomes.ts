import type en from '../en/outcomes';
import type { Messages } from '../../types';

/** Seguimiento después de una descarga; español según el glosario (usted). */
const outcomes: Messages<typeof en> = {
  form: {
    heading: 'Cuéntenos cómo le va',
    intro:
      'Le podemos enviar algunos correos para preguntarle cómo va su petición: en unos 45 días (¿la presentó?) y luego a los 4 y 8 meses, más o menos (¿hubo audiencia?, ¿firmó el juez la orden?). Si el juez la firma, le preguntamos una vez más, unos 3 meses después, si el caso ya no aparece. Cada correo tiene respuestas de un solo clic y un enlace para dejar de recibirlos.',
    afterDownload:
      'Su descarga empezó. ¿Quiere que le preguntemos más adelante cómo le fue? Si se atora en el camino, le podemos indicar dónde recibir ayuda.',
    casesLegend: '¿Sobre qué casos le preguntamos?',
    caseNondisclosure: 'Caso {{cause}}: orden de no divulgación, sección {{section}}',
    caseExpunction: 'Caso {{cause}}: expunción, artículo {{section}}',
    emailLabel: 'Correo electrónico',
    emailHint:
      'Guardamos este correo solo hasta enviar el último mensaje, o hasta que usted los detenga. Sus respuestas se guardan sin él, como números, para ayudar a quienes presenten después de usted.',
    submit: 'Envíenme estos correos',
    sending: 'Guardando…',
    saved:
      'Listo. Le escribiremos a {{email}} alrededor del {{date}} para preguntarle si presentó la petición. El correo que acabamos de enviar tiene un enlace para detener los mensajes.',
    errorCases: 'Elija por lo menos un caso',
    introAny:
      'Le podemos enviar algunos correos o mensajes de texto para preguntarle cómo va su petición: en unos 45 días (¿la presentó?) y luego a los 4 y 8 meses, más o menos (¿hubo audiencia?, ¿firmó el juez la orden?). Si el juez la firma, le preguntamos una vez más, unos 3 meses después, si el caso ya no aparece. Cada mensaje lleva a una página con respuestas de un solo toque, y puede detenerlos cuando quiera.',
    channelsLegend: '¿Cómo le preguntamos?',
    channelsHint: 'Elija uno o los dos.',
    channelEmail: 'Por correo electrónico',
    channelText: 'Por mensaje de texto',
    phoneLabel: 'Número de celular',
    phoneHint:
      'Un celular de los Estados Unidos. Lo guardamos solo hasta enviar el último mensaje, o hasta que responda PARA. Los mensajes nunca nombran su caso.',
    submitAny: 'Envíenme estos mensajes',
    savedText:
      'Listo. Le enviaremos un mensaje de texto al {{phone}} alrededor del {{date}} para preguntarle si presentó la petición. Responda PARA a cualquiera de nuestros mensajes para detenerlos.',
    savedBoth:
      'Listo. Le escribiremos a {{email}} y al {{phone}} alrededor del {{date}} para preguntarle si presentó la petición. El correo que acabamos de enviar tiene un enlace para detener los mensajes; responda PARA para detener los mensajes de texto.',
    errorChannels: 'Elija correo electrónico, mensaje de texto o los dos',
    errorGeneric: 'No pudimos guardar esto. Inténtelo de nuevo.',
  },
  petition: {
    nondisclosure: 'Petición {{n}}: orden de no divulgación (sección {{section}}), {{court}}',
    expunction: 'Petición {{n}}: expunción (artículo {{section}})',
  },
  questions: {
    filing: '¿Presentó la petición?',
    progress: '¿Qué ha pasado desde entonces? ¿Le fijaron una audiencia? ¿Firmó el juez la orden? ¿La negó?',
    record_check: '¿Ya no aparece el caso en sus antecedentes?',
  },
  answers: {
    filed: 'Sí, la presenté',
    not_yet: 'Todavía no, pero pienso hacerlo',
    stuck: 'Estoy atorado',
    hearing_set: 'Me fijaron una audiencia',
    granted: 'El juez firmó la orden',
    denied: 'El juez la negó',
    waiting: 'La presenté y sigo esperando',
    not_filed: 'Todavía no la he presentado',
    record_gone: 'Sí, ya no aparece',
    record_still_shows: 'No, todavía aparece',
    not_checked: 'No lo he revisado',
  },
  stuckReasons: {
    fee: 'La cuota',
    forms: 'Los formularios',
    hearing_date: 'Conseguir la fecha de la audiencia',
    notarising: 'Conseguir que un notary public la certifique',
    fear: 'Me preocupa ir a la corte',
    other: 'Otra cosa',
  },
  email: {
    confirmSubject: 'Nos pidió que le preguntemos por su petición',
    confirmHeading: 'Le escribiremos alrededor del {{date}}',
    confirmIntro: {
      email:
        'Usted le pidió a Clear Your Record, Harris County que le escriba sobre la petición que descargó: primero alrededor del {{date}} y luego a los 4 y 8 meses, más o menos. Guardamos solo este correo y su idioma, y borramos el correo después del último mensaje.',
      both: 'Usted le pidió a Clear Your Record, Harris County que le escriba por correo y por mensaje de texto sobre la petición que descargó: primero alrededor del {{date}} y luego a los 4 y 8 meses, más o menos. Guardamos solo este correo, su número de celular y su idioma, y borramos el correo y el número después del último mensaje.',
    },
    recordConfirmSubject: 'Le preguntaremos si el caso ya no aparece en sus antecedentes',
    recordConfirmHeading: 'Le escribiremos alrededor del {{date}}',
    recordConfirmIntro:
      'Usted le pidió a Clear Your Record, Harris County un correo alrededor del {{date}}, para revisar que el caso ya no aparece en sus antecedentes. Hasta entonces guardamos solo este correo y su idioma, y borramos el correo al enviar ese mensaje.',
    stopLine: {
      email: '¿No pidió esto, o cambió de opinión? Detenga estos correos con un clic:',
      both: '¿No pidió esto, o cambió de opinión? Detenga estos correos y mensajes de texto con un clic:',
    },
    stopButton: { email: 'Detener estos correos', both: 'Detener estos correos y mensajes de texto' },
    subject: {
      filing: '¿Presentó su petición?',
      progress: '¿Cómo va su petición?',
      record_check: '¿Ya no aparece el caso en sus antecedentes?',
    },
    intro: {
      filing:
        'Hace un tiempo descargó una petición en Clear Your Record, Harris County y nos pidió que le preguntáramos cómo le fue. Elija la respuesta que corresponda. Basta un clic; se abre una página para guardarla.',
      progress:
        'Nos pidió que le preguntáramos por su petición. Elija lo que ha pasado hasta ahora. Basta un clic; se abre una página para guardarla.',
      record_check:
        'Nos dijo que el juez firmó su orden. Unos 3 meses después, el caso ya no debería aparecer en la mayoría de las verificaciones de antecedentes. ¿Lo revisó?',
    },
    stuckHeading: '¿Está atorado? Díganos por qué y reciba ayuda',
    stuckHelp:
      'Sea cual sea la razón, puede pedirnos ayuda, o llamar a Houston Volunteer Lawyers al {{hvlPhone}} para recibir ayuda legal gratuita.',
    helpLink: 'Pedirnos ayuda',
    lastMessage: {
      email: 'Este es el último correo que teníamos planeado. Ya borramos su correo electrónico.',
      both: 'Este es el último mensaje que teníamos planeado. Ya borramos su correo electrónico y su número de celular.',
    },
    linksExpire: 'Estos enlaces para responder funcionan durante {{days}} días.',
    notLegalAdvice: 'Esto no es asesoramiento legal. Solo una corte decide si se pueden limpiar sus antecedentes.',
  },
  page: {
    siteName: 'Clear Your Record, Harris County',
    skip: 'Saltar al contenido principal',
    languageSwitch: 'English',
    title: {
      question: 'Su respuesta',
      saved: 'Gracias: guardamos su respuesta',
      already: 'Ya respondió esta pregunta',
      notFound: 'Este enlace no funciona',
      expired: 'Este enlace ya venció',
      invalid: 'Hay un problema',
      choose: '¿Qué petición?',
    },
    choose: {
      email: 'Este correo preguntaba por más de una petición. Elija sobre cuál quiere responder.',
      text: 'Este mensaje de texto preguntaba por más de una petición. Elija sobre cuál quiere responder.',
      both: 'Este mensaje preguntaba por más de una petición. Elija sobre cuál quiere responder.',
    },
    answerLegend: '{{question}}',
    monthLegend: {
      filed: '¿En qué mes la presentó?',
      granted: '¿En qué mes firmó el juez la orden?',
      denied: '¿En qué mes la negó el juez?',
    },
    monthHint: 'Basta con su mejor cálculo.',
    monthUnknown: 'No me acuerdo',
    reasonLegend: '¿Qué se lo impide?',
    reasonHint: 'Responda solo si dijo que está atorado.',
    save: 'Guardar mi respuesta',
    saved: 'Guardamos su respuesta: «{{answer}}». No tiene que hacer nada más.',
    savedStuck: 'Guardamos su respuesta. Mucha gente se atora en las mismas cosas, y hay ayuda para cada una de ellas.',
    already:
      'Ya tenemos una respuesta a esta pregunta sobre esta petición: «{{answer}}». Guardamos la primera respuesta.',
    alreadyHelp: 'Si estaba mal, díganoslo con el formulario de ayuda y la corregiremos.',
    notFound:
      'No encontramos este enlace. Revise que copió el enlace completo del mensaje. Si detuvo los mensajes, los enlaces de los mensajes anteriores siguen funcionando hasta que vencen.',
    expired:
      'Los enlaces para responder de este mensaje ya vencieron. No tiene que hacer nada: si hay otro mensaje planeado, tendrá enlaces nuevos.',
    invalid: 'Elija una respuesta y, si dijo «Estoy atorado», la razón; luego guarde otra vez.',
    errorPrefix: 'Error',
    errorAnswer: 'Elija una respuesta',
    errorMonth: 'Elija un mes, o «No me acuerdo»',
    errorReason: 'Elija qué se lo impide',
    helpHeading: 'Reciba ayuda',
    helpText:
      'Puede pedirnos ayuda por internet, o llamar a Houston Volunteer Lawyers al {{hvlPhone}}. La ayuda legal es gratuita si usted califica.',
    helpLink: 'Pedirnos ayuda',
    stepsLink: 'Leer otra vez los pasos para presentar',
    home: 'Ir a la página principal',
    afterGranted: {
      heading: 'Qué hacer ahora que el juez firmó la orden',
      copy: 'Pida a la Secretaría de Distrito una copia certificada de la orden firmada y guárdela bien. Es su prueba si el caso aparece más adelante.',
      doesNondisclosure:
        'Una orden de no divulgación oculta el caso de la mayoría del público: la mayoría de los empleadores, arrendadores y empresas de verificación de antecedentes. No destruye el registro. La policía, las cortes y algunas agencias del estado, como las juntas que dan licencias, todavía pueden verlo.',
      doesExpunction:
        'Una expunción ordena a cada agencia de la lista destruir o devolver sus registros del arresto. Usted puede negar que el arresto ocurrió, salvo bajo juramento en un caso penal. Una agencia que no está en la lista conserva sus registros.',
      sending:
        'La Secretaría envía la orden al Departamento de Seguridad Pública de Texas (DPS) en un plazo de {{clerkDays}} días hábiles. Las empresas que compran antecedentes al estado deben quitar el caso en un plazo de {{companyDays}} días hábiles después de que el DPS registre la orden. Si una verificación de antecedentes todavía lo muestra, envíe a la empresa una copia de su orden.',
      check:
        'Después de uno o dos meses, busque su nombre en la búsqueda de antecedentes penales del DPS. El caso no debería aparecer.',
      dpsLink: 'Búsqueda de antecedentes penales del DPS',
      reminderSet: {
        email:
          'Le escribiremos alrededor del {{date}} para preguntarle si el caso ya no aparece en sus antecedentes. Será el último correo que le enviemos.',
        text: 'Le enviaremos un mensaje de texto alrededor del {{date}} para preguntarle si el caso ya no aparece en sus antecedentes. Será el último mensaje de texto que le enviemos.',
        both: 'Le escribiremos por correo y por mensaje de texto alrededor del {{date}} para preguntarle si el caso ya no aparece en sus antecedentes. Será el último mensaje que le enviemos.',
      },
      reminderCancel: {
        email: 'No envíen ese correo',
        text: 'No envíen ese mensaje de texto',
        both: 'No envíen ese mensaje',
      },
      reminderCancelled: {
        kept: 'No lo enviaremos.',
        email: 'No lo enviaremos. Ya borramos su correo electrónico.',
        text: 'No lo enviaremos. Ya borramos su número de celular.',
        both: 'No lo enviaremos. Ya borramos su correo electrónico y su número de celular.',
      },
      reminderOffer: {
        email:
          'Ya no tenemos su correo electrónico. Si quiere un correo en unos 3 meses para revisar que el caso ya no aparece, escriba un correo.',
        text: 'Ya no tenemos su número de celular. Si quiere un correo en unos 3 meses para revisar que el caso ya no aparece, escriba un correo electrónico.',
        both: 'Ya no tenemos su correo electrónico ni su número de celular. Si quiere un correo en unos 3 meses para revisar que el caso ya no aparece, escriba un correo.',
      },
      reminderEmailLabel: 'Correo electrónico',
      reminderSubmit: 'Escríbanme en unos 3 meses',
      reminderSaved: 'Listo. Le escribiremos alrededor del {{date}}.',
      reminderEmailError: 'Escriba un correo electrónico como nombre@ejemplo.com',
    },
    afterDenied:
      'Que la nieguen no siempre es el final. Pregunte a la corte por qué: tal vez pueda corregir el problema y presentarla otra vez más adelante. La ayuda legal gratuita puede revisarlo con usted.',
    afterRecord: {
      record_gone: 'Buenas noticias. Guarde bien su copia certificada de la orden.',
      record_still_shows:
        'Envíe una copia de su orden a la empresa que todavía lo muestra. Si el registro del DPS todavía lo muestra después de {{dpsDays}} días hábiles, llame al DPS al {{dpsPhone}}.',
      not_checked: 'Puede revisarlo cuando quiera en la búsqueda de antecedentes penales del DPS.',
    },
  },
  unsubscribe: {
    title: {
      email: 'Dejar de recibir los correos de seguimiento',
      text: 'Dejar de recibir los mensajes de texto de seguimiento',
      both: 'Dejar de recibir los correos y mensajes de texto de seguimiento',
      any: 'Dejar de recibir el seguimiento',
    },
    confirm: {
      email: '¿Quiere dejar de recibir los correos sobre su petición? Borraremos su correo electrónico de inmediato.',
      text: '¿Quiere dejar de recibir los mensajes de texto sobre su petición? Borraremos su número de celular de inmediato. También puede responder PARA a cualquiera de nuestros mensajes.',
      both: '¿Quiere dejar de recibir los correos y mensajes de texto sobre su petición? Borraremos su correo electrónico y su número de celular de inmediato.',
      any: '¿Quiere dejar de recibir los mensajes sobre su petición? Borraremos de inmediato cómo nos comunicamos con usted.',
    },
    button: {
      email: 'Detener los correos',
      text: 'Detener los mensajes de texto',
      both: 'Detener los correos y mensajes de texto',
      any: 'Detener el seguimiento',
    },
    done: {
      email: 'Listo. No recibirá más correos de seguimiento, y ya borramos su correo electrónico.',
      text: 'Listo. No recibirá más mensajes de texto de seguimiento, y ya borramos su número de celular.',
      both: 'Listo. No recibirá más correos ni mensajes de texto de seguimiento, y ya borramos su correo electrónico y su número de celular.',
    },
    notFound:
      'No encontramos este seguimiento. Tal vez ya se detuvo: de cualquier forma, ya no guardamos su correo electrónico ni su número.',
  },
  api: {
    saved: {
      email: 'Seguimiento guardado. El primer correo está planeado para el {{date}}.',
      text: 'Seguimiento guardado. El primer mensaje de texto está planeado para el {{date}}.',
      both: 'Seguimiento guardado. El primer correo y el primer mensaje de texto están planeados para el {{date}}.',
    },
    notFollowable:
      'Solo podemos darle seguimiento a casos que probablemente califican para la no divulgación o que podrían borrarse con una expunción. Elija uno de esos.',
  },
  courtNotes: {
    heading: 'Lo que sabemos de su corte',
    intro:
      'Notas de nuestro personal sobre cómo suele manejar esta corte estas peticiones. Cada juez y cada caso son distintos, así que úselas solo como guía.',
    setting: 'Cómo fija las audiencias',
    objections: 'Si el Estado suele oponerse',
    wait: 'La espera habitual',
    checked: 'Confirmado con la corte el {{date}}.',
  },
  privacy: {
    heading: 'Correos de seguimiento después de una descarga',
    text: 'Si nos pide que le preguntemos por una petición, guardamos su correo electrónico, su idioma y un código al azar para el enlace que los detiene, hasta enviar el último correo (o de inmediato si usted los detiene). De cada petición guardamos solo códigos: la sección de la ley, la corte, el mes en que la descargó y las respuestas que nos da (por ejemplo, el mes en que la presentó y si el juez firmó la orden). No guardamos con ellos ningún nombre, número de causa ni nada más sobre usted, y solo los usamos como números para saber con qué frecuencia las peticiones tienen éxito.',
  },
};

export default outcomes;
