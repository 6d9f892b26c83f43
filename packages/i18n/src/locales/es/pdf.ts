import type en from '../en/pdf';
import type { Messages } from '../../types';

const pdf: Messages<typeof en> = {
  caseInfo: {
    documentTitle: 'Resultados de casos: Limpie sus antecedentes, condado de Harris',
    siteName: 'Limpie sus antecedentes, condado de Harris',
    title: 'Sus resultados de casos',
    printed: 'Impreso el {{date}}.',
    dataRange:
      'Registros de la corte del condado de Harris revisados: casos presentados del 1 de enero de 1990 al {{date}}.',
    disclaimerTitle: 'Lea esto',
    disclaimer:
      'Estos resultados son un cálculo basado en los registros de la corte, no asesoramiento legal. Solo un juez o una jueza decide si un caso se puede sellar o borrar. Los registros de la corte pueden estar incompletos o tener errores: compare las fechas con sus propios documentos de la corte. Las leyes y los registros cambian, así que revise de nuevo en seis meses.',
    noCases: 'No hay casos confirmados en esta sesión. Si esperaba ver casos, vuelva a buscar en el sitio web.',
    count: 'Casos en este grupo: {{count}}',
    groups: {
      nondisclosure: 'Probablemente reúne los requisitos para la no divulgación',
      expunction: 'Podría reunir los requisitos para la expunción',
      not_yet_eligible: 'Todavía no reúne los requisitos',
      could_not_determine: 'No se pudo determinar',
      ineligible: 'Probablemente no reúne los requisitos',
    },
    fields: {
      cause: 'Número de causa',
      offense: 'Delito',
      offenseRecord: 'Delito como aparece en el expediente de la corte',
      level: 'Nivel',
      court: 'Corte',
      filed: 'Presentado',
      name: 'Nombre en el registro',
      status: 'Resultado',
      section: 'Sección de no divulgación',
      sectionValue: 'Código de Gobierno de Texas § {{section}}',
      expunctionRoute: 'Ley de expunción',
      eligibleDate: 'Primera fecha en que puede presentar la petición',
      eligibleDateNoPetition: 'Primera fecha en que puede pedir la orden',
      conviction: 'Fecha de la condena',
      dismissal: 'Fecha de la desestimación',
      deferred: 'Adjudicación diferida',
      probation: 'Supervisión comunitaria (probation)',
      sentenceCompleted: 'Terminó de cumplir su pena',
      sentence: 'Pena',
      fine: 'Multa',
      why: 'Por qué',
      questions: 'Todavía necesitamos sus respuestas a algunas preguntas sobre este caso en el sitio web.',
    },
    dateRange: 'del {{start}} al {{end}}',
    estimated: '(estimada)',
    nextSteps: {
      nondisclosure: 'No divulgación: vea cómo presentar la petición en {{url}}.',
      nondisclosureNoPetition: 'No divulgación: no necesita petición; vea cómo pedirle la orden a la corte en {{url}}.',
      expunction: 'Expunción: vea cómo pedirla en {{url}}.',
    },
    nextStepsNone:
      'Ninguno de estos casos se puede presentar ahora. Para recibir ayuda legal gratuita, llame a {{name}} al {{phone}}.',
    freeHelp: 'Ayuda gratuita: use el formulario de ayuda del sitio web.',
    page: 'Página {{page}} de {{pages}}',
  },
};

export default pdf;
