import type en from '../en/email';
import type { Messages } from '../../types';

const email: Messages<typeof en> = {
  api: {
    sent: 'Se envió el correo electrónico a {{email}}.',
    rateLimited: 'Pidió demasiados correos electrónicos. Espere una hora e intente de nuevo.',
    tooManySubmissions:
      'Recibimos muchos formularios desde su conexión en la última hora. Espere una hora e intente de nuevo.',
  },
  common: {
    siteName: 'Limpie sus antecedentes, condado de Harris',
    whyYouGotThis:
      'Recibe este correo electrónico porque alguien lo pidió en nuestro sitio web. Si no fue usted, puede ignorarlo.',
    notLegalAdvice:
      'Esta información no es asesoramiento legal. Solo un juez o una jueza decide si un caso se puede sellar o borrar de sus antecedentes.',
    privacy: 'No guardamos su dirección de correo electrónico después de enviar este mensaje.',
    linkExpires: 'Este enlace funciona durante {{days}} días.',
    personCasesLeftOut:
      'Esta copia no incluye 1 caso que usted ingresó, corrigió o dijo que no era suyo. Guardamos lo que usted escribe solo mientras usa el sitio, así que el enlace muestra lo que dicen los registros de la corte. Para volver a hacer sus cambios, revise sus antecedentes de nuevo.',
    personCasesLeftOut_other:
      'Esta copia no incluye {{count}} casos que usted ingresó, corrigió o dijo que no eran suyos. Guardamos lo que usted escribe solo mientras usa el sitio, así que el enlace muestra lo que dicen los registros de la corte. Para volver a hacer sus cambios, revise sus antecedentes de nuevo.',
    copyLink: 'Si el botón no funciona, copie esta dirección en su navegador:',
    signature: 'Limpie sus antecedentes, condado de Harris: ayuda gratuita para sellar o borrar antecedentes penales.',
  },
  caseResults: {
    subject: 'Sus resultados de casos de Limpie sus antecedentes',
    heading: 'Sus resultados de casos',
    intro:
      'Este es el enlace a los resultados de casos que vio en Limpie sus antecedentes, condado de Harris. Muestra cada caso que encontramos y si probablemente reúne los requisitos para sellarlo (orden de no divulgación) o borrarlo (expunción).',
    dataDate: 'Los resultados usan los registros de la corte hasta el {{date}}.',
    button: 'Ver sus resultados de casos',
  },
  petitions: {
    subject: 'Sus formularios de petición de Limpie sus antecedentes',
    heading: 'Sus formularios de petición',
    intro:
      'Este es el enlace a los formularios recomendados para sus casos en Limpie sus antecedentes, condado de Harris, con los pasos para llenarlos y presentarlos.',
    dataDate: 'Las recomendaciones usan los registros de la corte hasta el {{date}}.',
    button: 'Ver sus formularios de petición',
  },
  petitionsLetters: {
    subject: 'Sus cartas de solicitud de Limpie sus antecedentes',
    heading: 'Sus cartas de solicitud',
    intro:
      'Este es el enlace a las cartas de solicitud para sus casos en Limpie sus antecedentes, condado de Harris. Sus casos no necesitan petición: envíe una carta solo si la corte no le dio la orden.',
    dataDate: 'Las recomendaciones usan los registros de la corte hasta el {{date}}.',
    button: 'Ver sus cartas de solicitud',
  },
  petitionsBoth: {
    subject: 'Sus formularios de petición y cartas de solicitud de Limpie sus antecedentes',
    heading: 'Sus formularios de petición y cartas de solicitud',
    intro:
      'Este es el enlace a las peticiones y cartas de solicitud recomendadas para sus casos en Limpie sus antecedentes, condado de Harris, con los pasos para llenarlas y presentarlas.',
    dataDate: 'Las recomendaciones usan los registros de la corte hasta el {{date}}.',
    button: 'Ver sus formularios',
  },
  knowYourRights: {
    subject: 'Conozca sus derechos: Limpie sus antecedentes',
    heading: 'Conozca sus derechos',
    intro:
      'Aunque un caso no se pueda sellar ni borrar, usted tiene derechos cuando los empleadores y los arrendadores revisan sus antecedentes. Este es el enlace a nuestra página sobre sus derechos.',
    button: 'Leer sobre sus derechos',
  },
  helpRequest: {
    subject: 'Solicitud de ayuda desde el sitio web',
    heading: 'Una persona pidió ayuda en el sitio web',
    intro:
      'Responda en un plazo de 2 días hábiles. Responda a este correo electrónico para escribirle directamente a la persona.',
    introPhoneOnly:
      'Responda en un plazo de 2 días hábiles. La persona dejó un número de teléfono y no un correo electrónico: llámela.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    language: 'Idioma que usó en el sitio web',
    description: 'Con qué necesita ayuda',
    languageName: 'Español',
  },
  helpAck: {
    subject: 'Recibimos su solicitud de ayuda',
    heading: 'Recibimos su solicitud de ayuda',
    intro:
      'Gracias por escribirnos. Una persona de nuestro equipo leerá su mensaje y le responderá por correo electrónico.',
    expect: 'Puede esperar una respuesta a más tardar el {{date}} (respondemos en 2 días hábiles).',
    add: 'Para agregar algo a su solicitud, no responda a este correo: abra esta página y escríbalo allí: {{url}}',
    notUrgent:
      'Si no recibe noticias nuestras para esa fecha, revise su carpeta de correo no deseado o envíe el formulario de nuevo.',
  },
  helpReply: {
    subject: 'Respuesta a su solicitud de ayuda',
    answer: {
      greeting: 'Hola:',
      closing: 'Esperamos que esto le ayude. Puede responder a este correo electrónico si tiene más preguntas.',
    },
    need_more_info: {
      greeting: 'Hola:',
      closing: 'Para ayudarle, necesitamos un poco más de información. Responda a este correo electrónico con ella.',
    },
    referral: {
      greeting: 'Hola:',
      closing:
        'Creemos que las personas que mencionamos arriba son quienes mejor pueden ayudarle. Su ayuda es gratuita o de bajo costo.',
    },
  },
  staleData: {
    subject: 'Los datos judiciales del sitio web están desactualizados',
    heading: 'Los datos judiciales no se actualizan desde hace {{days}} días',
    intro:
      'Ninguna importación de los datos de la Secretaría de Distrito (District Clerk) ha funcionado desde el {{since}}. Quienes buscan en el sitio web ven datos antiguos. Abra la página de datos de la consola del personal, vea por qué fallaron las últimas sincronizaciones e inicie una.',
    never: 'Ninguna importación de los datos de la Secretaría de Distrito (District Clerk) ha funcionado todavía.',
  },
  helpInboxCapped: {
    subject: 'Muchas solicitudes de ayuda en una hora: se pausaron los correos a la línea de ayuda',
    heading: 'Llegaron más de {{limit}} solicitudes de ayuda en una hora',
    intro:
      'Para que el buzón de la línea de ayuda siga siendo útil, el sitio web dejó de enviar un correo por cada nueva solicitud de ayuda hasta que termine la hora. Todas las solicitudes se guardan: léalas en la página de solicitudes de ayuda de la consola del personal.',
    check:
      'Muchas solicitudes a la vez pueden significar que alguien envía el formulario de forma automática. Si las solicitudes parecen falsas, avísele a la persona que administra el sitio web.',
  },
  referralNotice: {
    subject: 'Una persona le envió sus casos por Clear Your Record',
    heading: 'Una nueva remisión para {{partner}}',
    intro:
      'Una persona decidió enviarle a {{partner}} su lista de casos del condado de Harris y cómo comunicarse con ella, por Clear Your Record. Este correo no contiene nada de eso.',
    button: 'Abrir la remisión',
    signIn: 'Entre a la consola del personal con su cuenta de organización aliada y su segundo paso para leerla.',
    expires: 'El enlace funciona hasta el {{date}}. Después la remisión vence y borramos lo que la persona envió.',
  },
  referralAck: {
    subject: 'Enviamos sus casos a {{partner}}',
    heading: 'Enviamos sus casos a {{partner}}',
    intro:
      'Como usted lo pidió, le enviamos a {{partner}} su nombre, cómo comunicarse con usted y su lista de casos. Se comunicarán con usted. No trabajamos para ellos, y ellos deciden a quién ayudan.',
    deleted: 'Borramos lo que enviamos en un plazo de {{days}} días.',
    notYou: 'Si usted no pidió esto, escríbanos con el formulario de ayuda de nuestro sitio web.',
  },
  referralUpdate: {
    accepted: {
      subject: '{{partner}} aceptó sus casos',
      intro: '{{partner}} aceptó los casos que usted le envió por nuestro sitio web. Se comunicarán con usted.',
    },
    declined: {
      subject: '{{partner}} no puede aceptar sus casos',
      intro: '{{partner}} revisó los casos que usted le envió por nuestro sitio web y no puede aceptarlos.',
      why: 'La razón que dio: {{why}}.',
    },
    closed: {
      subject: '{{partner}} terminó con sus casos',
      intro: '{{partner}} marcó como terminados los casos que usted le envió por nuestro sitio web.',
      why: 'Cómo terminó, según lo que anotó: {{why}}.',
    },
    others: 'Otras organizaciones pueden ayudarle. Puede verlas todas aquí: {{url}}',
  },
  helpAssigned: {
    subject: 'Se le asignó una solicitud de ayuda',
    heading: 'Se le asignó una solicitud de ayuda',
    intro: '{{by}} le asignó una solicitud de ayuda. El sitio prometió una respuesta a más tardar el {{date}}.',
    open: 'Ábrala en la consola del personal',
    privacy: 'Este correo no contiene datos de la persona: sus datos están solo en la consola.',
  },
  overdueDigest: {
    subject: 'Solicitudes de ayuda que pasaron su fecha de respuesta: {{count}}',
    heading: 'Solicitudes de ayuda que pasaron su fecha de respuesta',
    yours: 'Asignadas a usted ({{count}}):',
    unassigned: 'Sin asignar ({{count}}):',
    item: 'Vencía el {{date}}: {{url}}',
    change:
      'Recibe este correo una vez al día mientras haya solicitudes atrasadas. Elija su idioma en la consola del personal, Mi cuenta.',
  },
  helpMessage: {
    subject: 'Una persona agregó información a su solicitud de ayuda',
    heading: 'Una persona agregó información a su solicitud de ayuda',
    intro: 'La persona escribió más sobre la solicitud de ayuda asignada a usted. La respuesta vence el {{date}}.',
    open: 'Ábrala en la consola del personal',
  },
  accountLocked: {
    subject: 'Una cuenta del personal quedó bloqueada por {{minutes}} minutos',
    heading: 'El inicio de sesión de {{account}} está bloqueado por {{minutes}} minutos',
    password:
      'Se probaron demasiadas contraseñas equivocadas para esta cuenta del personal. Nadie puede iniciar sesión en ella desde un navegador nuevo durante {{minutes}} minutos; después, el bloqueo termina solo. Quien ya inició sesión sigue dentro, y la persona dueña de la cuenta todavía puede entrar desde un navegador que usó antes.',
    second_factor:
      'Se probaron demasiados códigos equivocados del segundo paso después de una contraseña correcta. Es posible que alguien conozca la contraseña de esta cuenta: la persona dueña debe cambiarla. Nadie puede iniciar sesión en ella desde un navegador nuevo durante {{minutes}} minutos; después, el bloqueo termina solo.',
    lift: 'Si sabe que fue la persona dueña, puede quitar el bloqueo ahora: en la página Personal de la consola del personal, elija «Desbloquear». El registro de auditoría muestra cada intento con la dirección del cliente codificada.',
  },
};

export default email;
