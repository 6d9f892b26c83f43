import type en from '../en/home';
import type { Messages } from '../../types';

const home: Messages<typeof en> = {
  banner: {
    lead: 'Averigüe gratis si puede pedirle a un juez que selle sus antecedentes penales de adulto en el condado de Harris, Texas. Después le ayudamos, paso a paso, a presentar los documentos usted mismo.',
    cta: 'Revisar mis antecedentes',
    ctaNote: 'Gratis y privado. No necesita crear una cuenta.',
    viewSteps: 'Ver los pasos para presentar',
  },
  hooks: {
    title: 'Cómo le puede ayudar este sitio',
    check: {
      title: 'Revise sus casos',
      body: 'Buscamos en los registros de las cortes del condado de Harris desde 1990. Le decimos cuáles de sus casos se podrían sellar.',
    },
    explain: {
      title: 'Respuestas claras',
      body: 'Le explicamos qué significan sus resultados y por qué. Nunca le prometemos un resultado: solo un juez decide.',
    },
    file: {
      title: 'Presente la petición usted mismo',
      body: 'Le guiamos en cada paso: el formulario, la cuota, la presentación, la audiencia y la orden.',
    },
  },
  faq: {
    title: 'Preguntas comunes',
    allLink: 'Ver todas las preguntas',
  },
  deepDives: {
    title: 'Más información',
    nondisclosure: {
      title: 'No divulgación y expunción',
      body: 'Qué hace cada una, en qué se diferencian y qué puede y qué no puede hacer este sitio por usted.',
      link: 'Leer sobre la no divulgación y la expunción',
    },
    howToFile: {
      title: 'Cómo presentar en el condado de Harris',
      body: 'Qué corte le corresponde, dónde presentar, la cuota, cómo pedir que no le cobren y qué pasa en la audiencia.',
      link: 'Leer cómo presentar en el condado de Harris',
    },
  },
};

export default home;
