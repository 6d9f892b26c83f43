import type en from '../en/texts';
import type { Messages } from '../../types';

/**
 * Mensajes de texto. Las palabras de cada mensaje evitan á, í, ó y ú (no están en el alfabeto GSM-7 y harían que
 * el mensaje entero cueste el doble); é, ñ, ü, ¿ y ¡ sí están.
 */
const texts: Messages<typeof en> = {
  site: 'Limpie sus antecedentes',
  reminderConfirm:
    '{{site}}: le enviaremos un solo mensaje, el {{date}}. Pueden aplicarse tarifas de mensajes y datos. PARA: cancelar. AYUDA: ayuda.',
  reminderDue:
    '{{site}}: es hora de revisar sus antecedentes otra vez: {{url}} Responda PARA para no recibir mensajes.',
  helpAck:
    '{{site}}: recibimos su solicitud de ayuda. Le responderemos el {{date}} o antes. Responda PARA para no recibir mensajes.',
  replyStop: '{{site}}: ya no le enviaremos mensajes. Responda INICIO para recibirlos otra vez.',
  replyStart: '{{site}}: puede recibir mensajes otra vez. Responda PARA para dejar de recibirlos, AYUDA para ayuda.',
  replyHelp: '{{site}}: le ayudamos gratis en {{url}} Responda PARA para no recibir mensajes.',
  followupConfirm:
    '{{site}}: le escribiremos sobre su caso hacia el {{date}} y luego a los 4 y 8 meses. Pueden aplicarse tarifas de mensajes y datos. PARA: cancelar.',
  recordCheckConfirm:
    '{{site}}: le escribiremos una vez hacia el {{date}} para saber si el caso ya no aparece en sus antecedentes. PARA: cancelar.',
  followup: {
    filing:
      '{{site}}: ¿ya ha presentado sus papeles en la corte? Cuéntenos en {{url}} Responda PARA para no recibir mensajes.',
    progress:
      '{{site}}: ¿qué ha pasado con su caso en la corte? Cuéntenos en {{url}} Responda PARA para no recibir mensajes.',
    record_check:
      '{{site}}: ¿ya no aparece el caso en sus antecedentes? Cuéntenos en {{url}} Responda PARA para no recibir mensajes.',
  },
  referralAck:
    '{{site}}: enviamos sus casos a {{partner}}. Le van a contactar. Responda PARA para no recibir mensajes.',
  referralUpdate: {
    accepted: '{{site}}: {{partner}} va a tomar sus casos y le va a contactar. Responda PARA para no recibir mensajes.',
    declined:
      '{{site}}: {{partner}} no puede tomar sus casos. Otros pueden ayudarle: {{url}} Responda PARA para no recibir mensajes.',
    closed:
      '{{site}}: {{partner}} dio por terminados sus casos. Otra ayuda: {{url}} Responda PARA para no recibir mensajes.',
  },
  /** The privacy page's paragraph about texts, shown only where the site sends texts. */
  privacy:
    'Si pide un recordatorio, seguimiento de su petición o una respuesta por mensaje de texto, guardamos su número de celular solo hasta que enviamos el último de esos mensajes (un recordatorio: en su fecha; el seguimiento: después del último, o en cuanto responda PARA; un envío a una organización: junto con lo que le envió), y el registro de que se envió un mensaje, sin el número ni sus palabras, durante 30 días. Si responde PARA, guardamos una huella codificada del número, no el número, para no volver a escribirle hasta que responda INICIO.',
  consent: {
    reminder:
      'Sí, envíenme mensajes de texto a este número: uno ahora para confirmar y el recordatorio en su fecha. Pueden aplicarse tarifas de mensajes y datos. Responda PARA para cancelar y AYUDA para pedir ayuda.',
    helpAck:
      'Sí, envíenme un mensaje de texto a este número para confirmar que recibieron mi solicitud. Un solo mensaje. Pueden aplicarse tarifas de mensajes y datos. Responda PARA para cancelar.',
    followups:
      'Sí, envíenme mensajes de texto a este número: uno ahora para confirmar y luego hasta cuatro durante el próximo año para preguntar cómo va mi petición. Pueden aplicarse tarifas de mensajes y datos. Responda PARA para cancelar y AYUDA para pedir ayuda.',
    referral:
      'Sí, envíenme mensajes de texto a este número para confirmar que enviaron mis casos y cuando la organización responda. Pueden aplicarse tarifas de mensajes y datos. Responda PARA para cancelar.',
    quietHours:
      'Nunca enviamos mensajes entre las 9 p. m. y las 8 a. m.: si un mensaje toca a esa hora, espera hasta las 8 a. m.',
  },
};

export default texts;
