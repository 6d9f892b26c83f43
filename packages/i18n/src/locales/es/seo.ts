import type en from '../en/seo';
import type { Messages } from '../../types';

/** Títulos y descripciones de las páginas para buscadores y vistas previas de enlaces (ver en/seo.ts). */
const seo: Messages<typeof en> = {
  siteName: 'Limpie sus antecedentes, condado de Harris',
  shareImageAlt:
    'Limpie sus antecedentes, condado de Harris: ayuda gratuita para sellar o borrar sus antecedentes penales en Texas',
  needsJavaScript:
    'El verificador de elegibilidad necesita JavaScript. Actívelo en su navegador para revisar sus casos, o llame a Houston Volunteer Lawyers al 713-228-0735 para recibir ayuda.',
  pages: {
    home: {
      title: 'Selle o borre sus antecedentes penales en el condado de Harris – ayuda gratuita',
      description:
        'Ayuda gratuita y privada para sellar (orden de no divulgación) o borrar (expunción) sus antecedentes penales de adulto en el condado de Harris, Texas: revise sus casos y haga el trámite usted mismo, paso a paso.',
    },
    nondisclosureExpunction: {
      title: 'La no divulgación y la expunción en Texas, explicadas – Limpie sus antecedentes',
      description:
        'Qué sella una orden de no divulgación, qué borra una expunción, quién puede pedir cada una en Texas y qué cambia en las verificaciones de antecedentes cuando el juez firma.',
    },
    howToFile: {
      title: 'Cómo pedir la no divulgación en el condado de Harris – Limpie sus antecedentes',
      description:
        'Cómo presentar una petición de no divulgación ante la Secretaría de Distrito del Condado de Harris: los formularios, la cuota o cómo pedir que no le cobren, la audiencia y cuánto tarda.',
    },
    faq: {
      title: 'Preguntas sobre cómo limpiar sus antecedentes en el condado de Harris',
      description:
        'Respuestas claras a las preguntas más comunes sobre sellar o borrar antecedentes penales en el condado de Harris, Texas: costos, plazos, verificaciones de antecedentes y cuándo necesita un abogado.',
    },
    basicInfo: {
      title: 'Su nombre y fecha de nacimiento – verificador del condado de Harris',
      description:
        'El verificador gratuito del condado de Harris: el nombre y la fecha de nacimiento con los que buscamos sus casos en las cortes.',
    },
    preCheck: {
      title: 'Vea si puede limpiar sus antecedentes – verificador del condado de Harris',
      description:
        'Encuentre sus casos del condado de Harris y vea en pocos minutos si cada uno se podría sellar con una orden de no divulgación. Gratis y privado.',
    },
    knowYourRightsEmail: {
      title: 'Sus derechos ante verificaciones de antecedentes (página enviada por correo)',
      description:
        'La página de derechos que se envió por correo: sus derechos cuando un empleador o un arrendador revisa sus antecedentes en Texas, cómo corregir un error en un informe y ayuda legal gratuita.',
    },
    about: {
      title: 'Quiénes somos – Limpie sus antecedentes, condado de Harris',
      description:
        'Quién hizo este sitio gratuito y bilingüe para limpiar antecedentes penales de adulto en el condado de Harris, Texas, por qué, y qué puede y no puede hacer por usted.',
    },
    privacy: {
      title: 'Privacidad: qué guarda este sitio y por cuánto tiempo – Limpie sus antecedentes',
      description:
        'Qué hace Limpie sus antecedentes, condado de Harris con su nombre y su fecha de nacimiento, qué guarda, por cuánto tiempo, y qué nunca vende ni muestra a nadie.',
    },
    disclaimer: {
      title: 'Antes de usar este sitio: no es asesoría legal – Limpie sus antecedentes',
      description:
        'Qué significan y qué no significan los resultados de este sitio: información general de los registros judiciales del condado de Harris, no asesoría legal; solo un juez decide.',
    },
    partners: {
      title:
        'Ayuda legal gratuita o de bajo costo para limpiar antecedentes en el condado de Harris – Limpie sus antecedentes',
      description:
        'Organizaciones que ayudan a personas del condado de Harris, Texas, con órdenes de no divulgación, expunciones, audiencias y eventos para limpiar antecedentes: cuánto cobran, a quién atienden y cómo comunicarse.',
    },
    notFound: {
      title: 'Página no encontrada – Limpie sus antecedentes, condado de Harris',
      description:
        'Esta página no existe en Limpie sus antecedentes, condado de Harris. Vuelva a empezar desde la página principal o revise sus antecedentes gratis.',
    },
    knowYourRights: {
      title: 'Conozca sus derechos: verificaciones de antecedentes – Limpie sus antecedentes',
      description:
        'Sus derechos cuando un empleador o un arrendador revisa sus antecedentes en Texas, qué hacer si un informe tiene un error y dónde conseguir ayuda legal gratuita.',
    },
    stepsPrecheck: {
      title: 'Antes de empezar los pasos para limpiar sus antecedentes – condado de Harris',
      description:
        'Primero revise sus casos; después siga seis pasos para pedir a un tribunal del condado de Harris que selle sus antecedentes: resultados, petición, cuota, presentación, audiencia y orden.',
    },
    steps: {
      review: {
        title: 'Paso 1: Revise sus resultados – Limpie sus antecedentes, condado de Harris',
        description:
          'Paso 1 de 6 para sellar sus antecedentes en el condado de Harris: lea sus resultados de elegibilidad, revise cada caso y los plazos de espera antes de llenar una petición.',
      },
      petition: {
        title: 'Paso 2: Llene la petición de no divulgación – condado de Harris',
        description:
          'Paso 2 de 6: llene la petición de Texas para una orden de no divulgación de su caso del condado de Harris, con los datos del caso que pide el formulario.',
      },
      payment: {
        title: 'Paso 3: Pague la cuota o pida que no le cobren – condado de Harris',
        description:
          'Paso 3 de 6: cuánto cuesta presentar una petición de no divulgación en el condado de Harris y cómo pedir al tribunal que no le cobre con una Declaración de incapacidad de pagar los costos judiciales.',
      },
      file: {
        title: 'Paso 4: Presente su petición en la Secretaría de Distrito – condado de Harris',
        description:
          'Paso 4 de 6: presente su petición de no divulgación en la Secretaría de Distrito del Condado de Harris, en línea o en persona, y qué pasa después.',
      },
      hearing: {
        title: 'Paso 5: Vaya a su audiencia – Limpie sus antecedentes, condado de Harris',
        description:
          'Paso 5 de 6: cómo prepararse para su audiencia de no divulgación en el condado de Harris, qué llevar y qué decirle al juez.',
      },
      order: {
        title: 'Paso 6: Obtenga su orden firmada – Limpie sus antecedentes, condado de Harris',
        description:
          'Paso 6 de 6: obtenga una copia de su orden de no divulgación firmada, revise que las agencias actualicen sus antecedentes y qué hacer si una verificación todavía los muestra.',
      },
    },
    expunctionSteps: {
      review: {
        title: 'Expunción, paso 1: Qué es una expunción – condado de Harris',
        description:
          'Paso 1 de 6 para borrar antecedentes en el condado de Harris: qué destruye una expunción, quién puede pedirla y en qué se diferencia de una orden de no divulgación.',
      },
      petition: {
        title: 'Expunción, paso 2: Prepare la petición – condado de Harris',
        description:
          'Paso 2 de 6: prepare su petición de expunción para un caso del condado de Harris, con las agencias que debe incluir y los papeles que debe adjuntar.',
      },
      payment: {
        title: 'Expunción, paso 3: Pague la cuota o pida no pagarla – condado de Harris',
        description:
          'Paso 3 de 6: cuánto cuesta una petición de expunción en el condado de Harris, cuándo no hay cuota y cómo pedir al tribunal que no le cobre.',
      },
      file: {
        title: 'Expunción, paso 4: Presente la petición – condado de Harris',
        description:
          'Paso 4 de 6: presente su petición de expunción ante la Secretaría de Distrito del Condado de Harris y qué pasa con las agencias que incluye.',
      },
      hearing: {
        title: 'Expunción, paso 5: Vaya a la audiencia – condado de Harris',
        description:
          'Paso 5 de 6: cómo prepararse para su audiencia de expunción en el condado de Harris, qué llevar y qué considera el juez.',
      },
      order: {
        title: 'Expunción, paso 6: Después de la orden – condado de Harris',
        description:
          'Paso 6 de 6: después de que el juez firme su orden de expunción, cómo destruyen las agencias los registros y qué hacer si un registro todavía aparece.',
      },
    },
  },
};

export default seo;
