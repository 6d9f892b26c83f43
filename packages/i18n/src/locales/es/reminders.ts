import type en from '../en/reminders';
import type { Messages } from '../../types';

/** Recordatorios por correo electrónico; español según el glosario (usted). */
const reminders: Messages<typeof en> = {
  form: {
    heading: 'Reciba un recordatorio por correo electrónico',
    intro:
      'Le podemos enviar un solo correo. No nombrará su caso: solo dirá que un caso que usted revisó podría estar listo, con un enlace a este sitio.',
    kindLegend: '¿Qué recordatorio quiere?',
    ripens: 'El {{date}}, cuando el caso {{cause}} podría calificar',
    recheck: 'En seis meses, para revisar sus antecedentes otra vez ({{date}})',
    caseLegend: '¿Qué caso?',
    emailLabel: 'Correo electrónico',
    emailHint: 'Solo guardamos este correo, la fecha y su idioma, y los borramos cuando enviamos el recordatorio.',
    submit: 'Envíenme el recordatorio',
    sending: 'Guardando…',
    saved:
      'Listo. Le escribiremos a {{email}} el {{date}}. El correo que le acabamos de enviar tiene un enlace para cancelar el recordatorio.',
    errorSummary: 'Hay un problema',
    errorKind: 'Elija un recordatorio',
    errorGeneric: 'No pudimos guardar el recordatorio. Intente de nuevo.',
    headingAny: 'Reciba un recordatorio',
    introAny:
      'Le podemos enviar un solo correo o un solo mensaje de texto. No nombrará su caso: solo dirá que un caso que usted revisó podría estar listo, con un enlace a este sitio.',
    channelLegend: '¿Cómo quiere recibir el recordatorio?',
    channelEmail: 'Por correo electrónico',
    channelText: 'Por mensaje de texto',
    phoneLabel: 'Número de celular',
    phoneHint:
      'Un número de celular de EE. UU. Solo guardamos este número, la fecha y su idioma, y los borramos cuando enviamos el mensaje.',
    savedText:
      'Listo. Le enviaremos un mensaje de texto al {{phone}} el {{date}}. Ahora le enviamos un mensaje para confirmar; responda PARA a cualquiera de nuestros mensajes para cancelar.',
  },
  email: {
    confirmSubject: 'Su recordatorio está listo',
    confirmHeading: 'Le recordaremos el {{date}}',
    confirmIntro:
      'Usted le pidió a Clear Your Record, Harris County que le escriba el {{date}}. Solo guardamos este correo electrónico, esa fecha y su idioma, y los borramos cuando enviamos el recordatorio.',
    confirmCancel: '¿No lo pidió o cambió de opinión? Cancele el recordatorio con un clic:',
    cancelButton: 'Cancelar el recordatorio',
    dueSubject: 'Un caso que usted revisó podría estar listo',
    dueHeading: 'Un caso que usted revisó podría estar listo',
    dueIntro:
      'Usted nos pidió un recordatorio para hoy. Un caso que revisó en Clear Your Record, Harris County podría estar listo para limpiarse, o es momento de revisar sus antecedentes otra vez. Revíselo con los datos más recientes de la corte:',
    dueButton: 'Revisar mis antecedentes',
    dueDeleted: 'Este fue un recordatorio único. Ya borramos su correo electrónico y la fecha.',
    notLegalAdvice: 'Esto no es asesoría legal. Solo una corte decide si se pueden limpiar unos antecedentes.',
  },
  unsubscribe: {
    title: 'Cancelar un recordatorio',
    confirm: '¿Quiere cancelar su recordatorio por correo? Borraremos su correo electrónico y la fecha.',
    button: 'Cancelar mi recordatorio',
    working: 'Cancelando su recordatorio…',
    done: 'Su recordatorio está cancelado. Borramos su correo electrónico y la fecha.',
    notFound:
      'No encontramos este recordatorio. Puede que ya se haya enviado o cancelado: en los dos casos ya no guardamos su correo.',
    error: 'Algo salió mal. Intente otra vez más tarde.',
    home: 'Ir a la página principal',
  },
  api: {
    saved: 'Recordatorio guardado para el {{date}}.',
    cancelled: 'Recordatorio cancelado.',
    caseNotWaiting: 'Este caso no tiene una fecha futura para recordarle. Elija el recordatorio de seis meses.',
    idRequired: 'Elija el caso del que quiere el recordatorio.',
    idNotAllowed: 'El recordatorio de seis meses no es sobre un caso: no indique ningún caso.',
    recheckNotOffered:
      'Volver a revisar en seis meses no cambiaría sus resultados: un caso tiene un impedimento permanente. La ayuda legal gratuita le puede decir qué más podría ser posible.',
  },
  privacy: {
    heading: 'Recordatorios',
    text: 'Si pide un recordatorio, guardamos su correo electrónico, la fecha de envío, su idioma y un código al azar para el enlace de cancelación. No guardamos su nombre, su caso, su número de causa ni nada más sobre él. Borramos todo cuando se envía el recordatorio (en esa fecha) o cuando usted lo cancela, lo que ocurra primero; el registro de que se envió un correo, sin la dirección ni el contenido, se guarda 30 días.',
  },
};

export default reminders;
