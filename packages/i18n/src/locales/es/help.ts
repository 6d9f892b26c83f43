import type en from '../en/help';
import type { Messages } from '../../types';

const help: Messages<typeof en> = {
  title: '¿Necesita ayuda?',
  phoneLine: 'Para recibir asesoramiento legal gratuito, llame a {{name}} al <tel>{{phone}}</tel>.',
  formTitle: 'Envíenos un mensaje',
  hours: 'Nuestro equipo lee los mensajes de lunes a viernes, de 9:00 a. m. a 5:00 p. m., hora de Houston.',
  formIntro:
    'O envíenos un mensaje. Una persona de nuestro equipo (no es abogado) le responde en 2 días hábiles, por correo o por teléfono, en su idioma. No escriba su fecha de nacimiento ni números de causa.',
  contactHint: 'Denos un correo electrónico o un número de teléfono para poder responderle. Con uno basta.',
  name: 'Su nombre',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  description: '¿Cómo le podemos ayudar?',
  descriptionHint: 'Cuéntenos brevemente con qué necesita ayuda.',
  submit: 'Enviar mensaje',
  success: 'Su mensaje se envió.',
  sent: 'Gracias. Recibimos su mensaje y le responderemos en 2 días hábiles.',
  add: {
    title: 'Agregue información a su solicitud de ayuda',
    intro: 'Escriba lo que quiere agregar a la solicitud de ayuda que nos envió. La persona que la responde lo verá.',
    message: '¿Qué quiere agregar?',
    messageHint: 'No incluya su fecha de nacimiento ni números de causa.',
    submit: 'Agregar a mi solicitud',
    added: 'Agregamos esto a su solicitud de ayuda. Le responderemos por correo electrónico.',
    notFound:
      'Este enlace ya no funciona. Puede enviar una solicitud de ayuda nueva con el botón Ayuda de cualquier página.',
    full: 'Esta solicitud de ayuda no admite más mensajes. Envíe una solicitud nueva con el botón Ayuda de cualquier página.',
    error: 'No pudimos agregar su mensaje. Intente de nuevo en unos minutos.',
    home: 'Ir a la página de inicio',
  },
};

export default help;
