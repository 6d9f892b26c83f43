import type en from '../en/help';
import type { Messages } from '../../types';

const help: Messages<typeof en> = {
  title: '¿Necesita ayuda?',
  phoneLine: 'Para recibir asesoramiento legal gratuito, llame a {{name}} al <tel>{{phone}}</tel>.',
  formTitle: 'Envíenos un mensaje',
  hours: 'De lunes a viernes, de 9:00 a. m. a 5:00 p. m. Respondemos en 2 días hábiles.',
  formIntro:
    'O envíenos un mensaje y una persona le responderá. No escriba su fecha de nacimiento ni números de causa.',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  description: '¿Cómo le podemos ayudar?',
  descriptionHint: 'Cuéntenos brevemente con qué necesita ayuda.',
  submit: 'Enviar mensaje',
  success: 'Recibimos sus comentarios. ¡Gracias!',
  sent: 'Gracias. Recibimos su mensaje y le responderemos en 2 días hábiles.',
};

export default help;
