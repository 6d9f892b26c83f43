import type { Messages } from '../../types';
import type en from '../en/partners';

const partners: Messages<typeof en> = {
  services: {
    nondisclosure: 'Órdenes de no divulgación',
    expunction: 'Expunciones',
    hearings: 'Acompañarle a la audiencia',
    clinic_days: 'Eventos para limpiar antecedentes',
  },
  fields: {
    services: 'Ayuda con',
    cost: 'Costo',
    incomeLimits: 'Quién puede recibir ayuda',
    languages: 'Idiomas',
    areas: 'Zonas que atienden',
    hours: 'Cuándo comunicarse',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Sitio web',
  },
  languageNames: { en: 'inglés', es: 'español' },
  languagesUnknown: 'No se indica.',
  call: 'Llame al <tel>{{phone}}</tel>',
  websiteOf: 'Sitio web de {{name}}',
  emailTo: 'Escriba a {{email}}',
  notOurs: 'No trabajamos para estas organizaciones, y ellas deciden a quién ayudan.',
  directory: {
    heading: 'Ayuda legal gratuita o de bajo costo',
    intro:
      'Estas organizaciones ayudan a personas del condado de Harris a limpiar sus antecedentes: con órdenes de no divulgación (orders of nondisclosure), expunciones (expunctions), audiencias y eventos para limpiar antecedentes. Abajo verá lo que cobran, a quién atienden y cómo comunicarse.',
    filters: 'Mostrar organizaciones',
    need: '¿Con qué necesita ayuda?',
    needAll: 'Cualquier cosa',
    speaks: 'Idioma',
    speaksAll: 'Cualquier idioma',
    speaksEs: 'Atienden en español (o pregunte)',
    show: 'Mostrar',
    count_one: '{{count}} organización',
    count_other: '{{count}} organizaciones',
    none: 'Ninguna organización cumple con lo que eligió. Elija "Cualquier cosa" para verlas todas.',
    loading: 'Cargando las organizaciones…',
    failed: 'No pudimos cargar las organizaciones. Vuelva a cargar la página para intentarlo de nuevo.',
  },
  fit: {
    heading: 'Organizaciones que pueden revisar sus casos',
    intro:
      'Estas organizaciones ayudan con casos como los suyos. Algunas pueden recibir de nosotros su lista de casos, si usted decide enviarla.',
    none: 'Todavía no conocemos una organización para casos como los suyos. Vea todas las organizaciones que conocemos:',
    all: 'Todas las organizaciones que conocemos',
    send: 'Enviar mis casos a {{name}}',
    loading: 'Cargando organizaciones que pueden ayudar…',
  },
  consent: {
    title: 'Enviar sus casos a {{name}}',
    intro:
      'Solo si usted está de acuerdo, le enviamos a {{name}} la información de abajo, para que se comunique con usted sobre sus casos. No enviamos nada más.',
    whatHeading: 'Lo que vamos a enviar',
    yourName: 'Su nombre',
    yourNameHint: 'Como aparece en sus papeles de la corte.',
    email: 'Su correo electrónico',
    phone: 'Su número de teléfono',
    contactHint: 'Dé al menos una forma de comunicarse con usted.',
    casesHeading: 'Sus casos ({{count}})',
    caseLine: '{{cause}}: {{offense}} ({{outcome}})',
    language: 'Sabrán que usted prefiere {{language}}.',
    notSent:
      'No enviamos su fecha de nacimiento, sus respuestas a nuestras preguntas ni nada más sobre usted. {{name}} lo ve solo después de entrar con un segundo paso, y lo borramos después de {{days}} días.',
    agree: 'Estoy de acuerdo con enviar esta información a {{name}}.',
    submit: 'Enviar mis casos',
    sending: 'Enviando…',
    cancel: 'Volver',
    sent: 'Enviamos sus casos a {{name}}. Se comunicarán con usted. También le enviamos una confirmación por correo electrónico.',
    sentNoEmail: 'Enviamos sus casos a {{name}}. Se comunicarán con usted.',
    sentText:
      'Enviamos sus casos a {{name}}. Se comunicarán con usted. También le enviamos una confirmación por mensaje de texto.',
    unavailable:
      'Esta organización no recibe casos por este sitio en este momento. Todavía puede comunicarse directamente con ella.',
  },
  outcomes: {
    nondisclosure: 'probablemente elegible para la no divulgación',
    expunction: 'posible expunción',
    not_yet_eligible: 'todavía no es elegible',
    could_not_determine: 'no pudimos determinarlo',
    ineligible: 'probablemente no es elegible',
  },
  pdf: {
    heading: 'Organizaciones que pueden ayudar',
    line: '{{name}}: {{contact}}',
  },
};

export default partners;
