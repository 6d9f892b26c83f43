import type en from '../en/faq';
import type { Messages } from '../../types';

const faq: Messages<typeof en> = {
  title: 'Preguntas frecuentes',
  intro: 'Respuestas cortas a las preguntas más comunes. Si su pregunta no está aquí, use el botón de ayuda.',
  groups: {
    records: {
      title: 'Limpiar sus antecedentes',
      items: {
        sealMeaning: {
          q: '¿Qué quiere decir sellar mis antecedentes?',
          a: 'Un juez firma una orden de no divulgación (order of nondisclosure). Después, la mayoría del público ya no puede ver ese caso. Eso incluye a la mayoría de los empleadores, arrendadores y empresas de verificación de antecedentes. La policía, las cortes y algunas agencias del estado todavía lo pueden ver.',
        },
        difference: {
          q: '¿Qué diferencia hay entre la no divulgación y la expunción?',
          a: 'La no divulgación sella un caso para que el público no lo vea. La expunción (expunction) destruye los registros de un arresto. La expunción es sobre todo para casos sin condena y sin supervisión. <ndinfo>Lea más sobre las dos</ndinfo>.',
        },
        deferred: {
          q: 'Terminé la adjudicación diferida. ¿Puedo sellar mi caso?',
          a: 'Muchas veces, sí. Muchas personas que terminaron la adjudicación diferida (deferred adjudication) pueden pedir una orden de no divulgación. Algunas deben esperar dos o cinco años después de que termina el caso. Algunos delitos, como la violencia familiar, nunca se pueden sellar.',
        },
        convicted: {
          q: '¿Puedo sellar un caso si me declararon culpable?',
          a: 'Algunas condenas por delitos menores se pueden sellar, muchas veces después de un período de espera. La mayoría de las condenas por delitos graves no se pueden sellar. Una excepción es un caso que terminó en una corte de tratamiento para veteranos.',
        },
        dwi: {
          q: '¿Puedo sellar un caso de DWI?',
          a: 'A veces. Por lo general debe ser su primer delito y un DWI (manejar en estado de intoxicación) de clase B. Su concentración de alcohol en la sangre debe haber sido menor de 0.15, y no puede haber habido un choque en el que participara otra persona. El período de espera es de dos a cinco años.',
        },
        background: {
          q: '¿Un caso sellado todavía aparecerá en las verificaciones de antecedentes?',
          a: 'No debería. Las empresas que compran antecedentes penales al estado deben quitar los casos sellados en un plazo de {{companyDays}} días hábiles después de que el estado publique la orden. Si una empresa todavía lo muestra, envíele una copia de su orden.',
        },
        waiting: {
          q: '¿Qué es un período de espera?',
          a: 'Es el tiempo que la ley le exige esperar después de que termina su caso, antes de pedir la orden de no divulgación. Nuestros resultados le dan la fecha en que puede presentar la petición para cada caso.',
        },
        automatic: {
          q: '¿Texas limpia los antecedentes automáticamente?',
          a: 'No. En Texas no hay ninguna ley que selle o borre los antecedentes automáticamente. En 2025 se presentaron proyectos de ley para órdenes automáticas, pero no se aprobaron. Una ley de 2023 (HB 4504) pasó la ley de expunción a un capítulo nuevo del Código de Procedimiento Penal (capítulo 55A) desde el 1 de enero de 2025, pero no cambió quién califica. El único caso que no necesita petición es una adjudicación diferida terminada por un delito menor bajo la sección 411.072: la corte debería dar la orden cuando termina el caso. Si no la dio, usted le envía a la corte una carta con pruebas y la cuota de ${{fee072}}. Todos los demás casos necesitan una petición. Revisamos la ley por última vez el {{lawChecked}}.',
        },
      },
    },
    site: {
      title: 'Cómo usar este sitio y presentar la petición',
      items: {
        free: {
          q: '¿Este sitio es gratis?',
          a: 'Sí. Lo hizo una organización sin fines de lucro junto con una organización de ayuda legal. No necesita crear una cuenta.',
        },
        advice: {
          q: '¿Esto es asesoramiento legal?',
          a: 'No. Este sitio no es un abogado. Le da información para ayudarle a decidir qué hacer. Para recibir consejos sobre su caso, hable con un abogado. En la <ndinfo>página sobre la no divulgación y la expunción</ndinfo> hay una lista de ayuda legal gratuita.',
        },
        records: {
          q: '¿En qué registros busca el sitio?',
          a: 'En los registros de la Secretaría de Distrito del Condado de Harris (Harris County District Clerk), para casos de adultos presentados desde el 1 de enero de 1990. No busca casos de clase C, casos de menores de edad, casos federales ni casos de otros condados o estados.',
        },
        sure: {
          q: '¿Qué tan seguros son los resultados?',
          a: 'Nuestros resultados dicen "probablemente" por una razón. Los registros de las cortes pueden estar incompletos, y algunos datos no aparecen en ellos. Solo un juez decide si su caso se puede sellar.',
        },
        cost: {
          q: '¿Cuánto cuesta presentar la petición?',
          a: 'En el condado de Harris, calcule que costará {{fee}}. Puede pedir que no le cobren si presenta una Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs).',
        },
        lawyer: {
          q: '¿Necesito un abogado?',
          a: 'No. Puede presentar la petición usted mismo. Este sitio le explica cómo. De todos modos, un abogado le puede ayudar, sobre todo si tiene muchos casos o si un caso no está claro.',
        },
        time: {
          q: '¿Cuánto tiempo tarda?',
          a: '{{wholeProcess}}',
        },
        privacy: {
          q: '¿Qué pasa con la información que escribo?',
          a: 'Usamos su nombre y su fecha de nacimiento solo para buscar en los registros de las cortes. Su visita termina después de 60 minutos sin actividad, y entonces borramos lo que escribió. No vendemos su información.',
        },
        recheck: {
          q: '¿Debo volver a revisar más adelante?',
          a: 'Sí. Si un caso todavía no reúne los requisitos, podría reunirlos más adelante. Revise de nuevo cada seis meses.',
        },
      },
    },
  },
};

export default faq;
