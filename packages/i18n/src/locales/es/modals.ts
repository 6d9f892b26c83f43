import type en from '../en/modals';
import type { Messages } from '../../types';

const modals: Messages<typeof en> = {
  about: {
    title: 'Quiénes somos',
    body: 'Limpie sus antecedentes, condado de Harris, es un sitio web gratuito creado por una organización sin fines de lucro con un socio de ayuda legal. Ayuda a las personas con antecedentes penales de adulto en el condado de Harris, Texas, a saber si podrían sellar sus antecedentes y cómo presentar la petición.\n\nNo somos un bufete de abogados y este sitio no da asesoramiento legal.',
  },
  disclaimer: {
    title: 'Aviso legal',
    body: 'Este sitio da información legal general; no es asesoramiento legal. Los resultados son un cálculo aproximado basado en los registros de las cortes y en sus respuestas. No son una garantía: solo un juez o una jueza decide si se sellan sus antecedentes.\n\nUsar este sitio no crea una relación entre abogado y cliente. Para recibir consejos sobre su situación, hable con un abogado o una organización de ayuda legal.',
  },
  eligibilityDisclaimer: {
    title: 'Sobre sus resultados',
    body: 'Sus resultados vienen de los registros de las cortes del condado de Harris y de sus respuestas. Los registros pueden estar incompletos o atrasados, y algunas fechas son aproximadas.\n\n«Probablemente reúne los requisitos» quiere decir que, con estos datos, es probable que usted pueda pedirle a la corte una orden de no divulgación (order of nondisclosure). No es una garantía. El juez o la jueza y la fiscalía revisan cada petición.\n\nLos casos de otros condados o estados, y los casos presentados antes de 1990, no se revisan aquí y pueden afectar si usted reúne los requisitos.',
  },
  privacy: {
    title: 'Aviso de privacidad',
    body: 'No le pedimos que cree una cuenta. Su nombre, su fecha de nacimiento y sus respuestas solo se usan para revisar sus casos y se borran cuando termina su sesión.\n\nContamos las visitas a las páginas y los clics en los botones, sin ningún dato personal, para mejorar el sitio. Nunca vendemos ni compartimos su información.',
  },
  vetsPrograms: {
    title: 'Programas para veteranos',
    body: 'La corte de tratamiento para veteranos (Veterans Treatment Court) es un programa especial de la corte para veteranos acusados de un delito. Los conecta con tratamiento en lugar de castigo.\n\nEl programa de reincorporación laboral para veteranos (veterans reemployment program) ayuda a veteranos acusados de un delito a volver a trabajar.\n\nSi usted completó uno de estos programas, podría sellar ese caso aunque otras reglas no lo permitan.',
  },
  guidedForm: {
    title: 'El formulario guiado',
    body: 'El formulario guiado le hace preguntas y llena la petición por usted. Tarda más o menos una hora. Puede guardar su trabajo y seguir después.',
  },
  demo: {
    title: 'Instrucciones de la demostración',
    intro:
      'Este es un sitio de demostración con registros de las cortes inventados. Pruebe con una de estas personas. Todas nacieron el 1 de enero de 1990.',
    dob: 'Fecha de nacimiento: 1 de enero de 1990',
    scenarios: {
      ana: { name: 'Ana Demo', description: 'Tiene un caso que probablemente reúne los requisitos para la no divulgación.' },
      ben: { name: 'Ben Demo', description: 'Probablemente reúne los requisitos después de contestar más preguntas.' },
      carla: { name: 'Carla Demo', description: 'Tiene un caso que probablemente no reúne los requisitos.' },
      dan: { name: 'Dan Demo', description: 'Coincide con más de una persona, así que usted elige la lista correcta de casos.' },
    },
    gotIt: '¡Entendido!',
  },
  email: {
    results: {
      title: 'Enviar mis resultados por correo electrónico',
      intro: 'Le enviaremos un enlace para ver sus resultados otra vez. El enlace funciona por 30 días.',
    },
    petitions: {
      title: 'Enviar esta página por correo electrónico',
      intro: 'Le enviaremos un enlace a las instrucciones de su petición. El enlace funciona por 30 días.',
    },
    knowYourRights: {
      title: 'Enviar esta página por correo electrónico',
      intro: 'Le enviaremos un enlace a esta página sobre sus derechos.',
    },
    label: 'Correo electrónico',
    hint: 'Solo lo usamos para enviarle este mensaje.',
    submit: 'Enviar el correo',
  },
};

export default modals;
