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
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  description: '¿Cómo le podemos ayudar?',
  descriptionHint: 'Cuéntenos brevemente con qué necesita ayuda.',
  submit: 'Enviar mensaje',
  success: 'Su mensaje se envió.',
  sent: 'Gracias. Recibimos su mensaje y le responderemos en 2 días hábiles.',
  directory: {
    heading: 'Ayuda legal gratuita en el condado de Harris',
    intro:
      'Estos grupos ayudan gratis a personas con antecedentes penales o le pueden decir adónde ir. No trabajamos para ellos.',
    languages: 'Idiomas: {{languages}}',
    call: 'Llame al <tel>{{phone}}</tel>',
    website: 'Sitio web de {{name}}',
    entries: {
      loneStarLegalAid: {
        does: 'Ayuda legal civil gratuita para personas de bajos ingresos. Sus servicios incluyen sellar y borrar antecedentes penales y corregir verificaciones de antecedentes equivocadas.',
        languages: 'pregunte si atienden en español cuando se comunique',
      },
      houstonVolunteerLawyers: {
        does: 'Ayuda legal gratuita de abogados voluntarios para personas de bajos ingresos del condado de Harris. Le pueden ayudar o decirle adónde ir.',
        languages: 'pregunte si atienden en español cuando llame',
      },
      freshStart: {
        does: 'Eventos gratuitos para sellar antecedentes que organizan de vez en cuando las cortes del condado de Harris. Debe inscribirse antes del evento.',
        languages: 'pregunte cuando se inscriba',
      },
      beacon: {
        does: 'Un centro de día para personas sin hogar en el centro de Houston. Su equipo legal (Beacon Law) da ayuda legal civil.',
        languages: 'pregunte en el centro',
      },
      texasLawHelp: {
        does: 'Guías y formularios judiciales gratuitos para limpiar antecedentes en Texas, escritos para personas sin abogado.',
        languages: 'inglés y español',
      },
      harrisCountyDa: {
        does: 'La página de la Oficina del Fiscal de Distrito sobre cómo limpiar antecedentes: cuándo acepta una expunción, por ejemplo después de algunos programas previos al juicio.',
        languages: 'inglés',
      },
    },
  },
};

export default help;
