import type en from '../en/results';
import type { Messages } from '../../types';

const results: Messages<typeof en> = {
  title: 'Sus resultados',
  intro:
    'Esto es lo que encontramos sobre cada uno de sus casos del condado de Harris. Estos resultados son un cálculo aproximado basado en los registros de las cortes; no son asesoramiento legal. Solo un juez o una jueza decide.',
  dataCurrent: 'Los registros de las cortes están actualizados al {{date}}.',
  recheck: 'Las leyes y los registros cambian. Vuelva a revisar en seis meses.',
  lawChecked: 'Revisamos estos resultados con la ley de Texas por última vez el {{date}}.',
  summary: 'Resumen',
  summaryCount: '{{count}} caso',
  summaryCount_other: '{{count}} casos',
  groups: {
    nondisclosure: {
      title: 'Probablemente reúne los requisitos para la no divulgación',
      status: 'Probablemente elegible',
      intro:
        'Es probable que usted pueda pedirle a la corte que oculte estos casos de la mayoría de las verificaciones de antecedentes con una orden de no divulgación (order of nondisclosure).',
    },
    expunction: {
      title: 'Posible expunción',
      status: 'Posible expunción',
      intro:
        'Estos casos podrían calificar para la expunción (expunction), que destruye los registros. Para cada uno puede descargar una petición ya llenada con su caso y seguir los pasos de la expunción; una organización de ayuda legal gratuita también puede ayudarle.',
    },
    not_yet_eligible: {
      title: 'Todavía no reúne los requisitos',
      status: 'Aún no elegible',
      intro: 'Estos casos se podrían sellar más adelante, cuando termine un período de espera.',
    },
    could_not_determine: {
      title: 'No se pudo determinar',
      status: 'No se pudo determinar',
      intro:
        'No tenemos suficientes datos para revisar estos casos. Una organización de ayuda legal gratuita puede revisar sus documentos de la corte con usted.',
    },
    ineligible: {
      title: 'Probablemente no reúne los requisitos',
      status: 'Probablemente no elegible',
      intro:
        'Es probable que estos casos no se puedan sellar con una orden de no divulgación. Usted todavía tiene derechos y puede haber otras opciones.',
    },
  },
  levels: {
    MA: 'Delito menor de clase A',
    MB: 'Delito menor de clase B',
    MC: 'Delito menor de clase C',
    F1: 'Delito grave de primer grado',
    F2: 'Delito grave de segundo grado',
    F3: 'Delito grave de tercer grado',
    FS: 'Delito grave de cárcel estatal',
    FC: 'Delito capital',
  },
  card: {
    expunctionSteps: 'Pasos de la expunción del caso {{cause}}',
    expunctionPacket: 'Descargar el paquete de expunción del caso {{cause}} (PDF)',
    cause: 'Número de causa',
    offense: 'Delito',
    level: 'Nivel',
    court: 'Corte',
    filed: 'Presentado',
    section: 'Sección de no divulgación',
    sectionValue: 'Código de Gobierno de Texas, § {{section}}',
    expunctionRoute: 'Ley de expunción',
    eligibleDate: 'Fecha más temprana para presentar',
    estimated: 'aproximada',
    why: 'Por qué',
    details: 'Ver todos los datos del caso {{cause}}',
    knowYourRights: 'Conozca sus derechos',
    addToCalendar: 'Agregar el {{date}} a mi calendario',
    notYetDate: 'Podría presentar su petición a partir del {{date}}.',
    legalAid: 'Obtener ayuda legal gratuita',
    noReasons: 'No hay más explicación para este caso.',
    courtWords: 'Como aparece en el expediente de la corte: {{literal}}',
  },
  details: {
    title: 'Datos del caso',
    defendant: 'Nombre en el caso',
    disposition: 'Resultado',
    dates: 'Fechas importantes',
    conviction_date: 'Fecha de la condena',
    dismissal_date: 'Fecha de la desestimación',
    da_start: 'Inicio de la adjudicación diferida',
    da_end: 'Fin de la adjudicación diferida',
    probation_start: 'Inicio de la supervisión comunitaria (probation)',
    probation_end: 'Fin de la supervisión comunitaria (probation)',
    waiting_period_start: 'Inicio del período de espera',
    sentence_completion_date: 'Terminó de cumplir su pena',
    sentence: 'Pena',
    fine: 'Multa',
    felony: 'Delito grave',
    misdemeanor: 'Delito menor',
    none: 'Sin registro',
    estimatedNote:
      'Las fechas marcadas como «aproximada» se calcularon a partir de los datos de la corte y podrían no ser exactas.',
  },
  actions: {
    heading: 'Lo que puede hacer ahora',
    next: 'Siguientes pasos: cómo presentar',
    expunctionNext: 'Siguientes pasos: cómo presentar la expunción',
    email: 'Enviar mis resultados por correo electrónico',
    pdf: 'Descargar mis resultados (PDF)',
    pdfLoading: 'Preparando su PDF…',
    disclaimer: 'Sobre estos resultados',
    help: '¿Tiene preguntas? Pida ayuda',
  },
  noEligible:
    'Por ahora, ninguno de sus casos parece reunir los requisitos para la no divulgación. Una organización de ayuda legal gratuita puede revisar sus antecedentes y explicarle otras opciones.',
  calendar: {
    summary: 'Revisar si puedo sellar mi caso del condado de Harris',
    description: 'El período de espera del caso {{cause}} podría haber terminado. Vuelva a revisar en {{url}}',
  },
};

export default results;
