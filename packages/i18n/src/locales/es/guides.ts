import type en from '../en/guides';
import type { Messages } from '../../types';

const guides: Messages<typeof en> = {
  common: {
    brand: 'Limpie sus antecedentes, condado de Harris',
    footer:
      'Esta guía es información general, no asesoramiento legal. Solo un juez decide si un caso se puede sellar. Datos revisados el {{checked}}.',
    page: 'Página {{n}} de {{total}}',
    help: {
      heading: 'Ayuda legal gratuita',
      list: {
        hvl: '<hvl>Houston Volunteer Lawyers</hvl> (sitio en inglés): <tel>{{hvlPhone}}</tel>',
        lsla: '<lsla>Lone Star Legal Aid</lsla>',
        tlh: '<tlh>TexasLawHelp.org</tlh>: guías y formularios',
      },
    },
  },
  recordsAccess: {
    title: 'Cómo obtener sus propios antecedentes penales',
    subtitle: 'Guía gratuita para personas del condado de Harris, Texas',
    intro:
      'Antes de pedirle a un juez que selle un caso, conviene ver todos sus antecedentes. Aquí hay tres lugares donde buscar.',
    sections: {
      dps: {
        heading: '1. La búsqueda pública del DPS de Texas',
        p1: 'El Departamento de Seguridad Pública de Texas (DPS, por sus siglas en inglés) guarda el registro estatal de arrestos y resultados de casos. Cualquier persona puede buscar por nombre en la <dps>búsqueda de antecedentes penales del DPS</dps> (en inglés).',
        p2: 'Cada búsqueda cuesta ${{dpsSearchCost}}, más un pequeño cargo por el pago. La búsqueda se cobra aunque no encuentre nada.',
        p3: 'Esta búsqueda muestra los registros públicos de condenas. Es posible que no muestre todos los casos.',
      },
      fingerprint: {
        heading: '2. Todos sus antecedentes de Texas, con sus huellas digitales',
        p1: 'Para ver todo lo que el DPS tiene sobre usted, pida una revisión personal con sus huellas digitales. Le toman las huellas en un local de IdentoGO. Haga una cita en <identogo>IdentoGO</identogo> (en inglés) o llame al <tel>{{identogoPhone}}</tel>.',
        p2: 'Cuesta unos ${{fingerprintCost}}. Le envían los resultados por correo o por correo electrónico.',
        p3: 'Si falta un registro público sobre usted o tiene un error, llame al DPS al <tel>{{dpsPhone}}</tel>.',
      },
      clerk: {
        heading: '3. Los registros de las cortes del condado de Harris',
        p1: 'La <clerk>Secretaría de Distrito del Condado de Harris</clerk> (Harris County District Clerk, sitio en inglés) guarda los registros de los casos de delitos graves y delitos menores del condado. Puede buscar casos en su sitio web o preguntar en el Centro de Justicia Penal, {{address}}. Teléfono: <tel>{{clerkPhone}}</tel>.',
        p2: 'Pida copias de los documentos de cada caso: la orden de adjudicación diferida o la sentencia, y la orden que terminó el caso. Una copia certificada tiene el sello de la Secretaría. Las copias pueden tener un costo.',
      },
      other: {
        heading: 'Casos de otros lugares',
        p1: 'Los casos de otros condados de Texas están en el registro del DPS, pero no en nuestra búsqueda. Los casos federales y los de otros estados no están en ninguno de los dos. Aun así, esos casos pueden afectar si usted puede sellar un caso o no.',
      },
      tips: {
        heading: 'Consejos',
        list: {
          write: 'Anote el número de causa, la corte y las fechas de cada caso.',
          folder: 'Guarde copias de todo en una carpeta.',
          again: 'Revise sus antecedentes de nuevo cada seis meses.',
        },
      },
    },
  },
  hearing: {
    title: 'Guía para la audiencia sin abogado',
    subtitle: 'Guía gratuita para personas del condado de Harris, Texas',
    intro:
      'Esta guía le ayuda a prepararse para la audiencia sobre su petición de una orden de no divulgación (order of nondisclosure). Muchas personas lo hacen sin abogado.',
    sections: {
      what: {
        heading: 'Qué es la audiencia',
        p1: 'Una audiencia es una reunión corta en la sala de la corte. El juez revisa su petición y le puede hacer preguntas. También puede estar presente un fiscal de la Oficina del Fiscal de Distrito.',
        p2: 'El juez decide dos cosas: si la ley permite sellar su caso, y si sellarlo es lo mejor para la justicia.',
      },
      when: {
        heading: 'Cuándo es',
        p1: 'La corte le avisa al Estado sobre su petición. El Estado tiene {{days}} días para pedir una audiencia. Si no la pide, el juez puede decidir sin audiencia.',
        p2: 'Delito grave: usted fija la fecha de la audiencia con el coordinador de la corte antes de presentar la petición.',
        p3: 'Delito menor: {{misdemeanorHearing}}',
      },
      bring: {
        heading: 'Qué llevar',
        list: {
          petition: 'Una copia de su petición y de todo lo que presentó.',
          papers:
            'Sus documentos de la corte sobre el caso, como la orden de adjudicación diferida o la sentencia, y la orden que terminó el caso.',
          proof:
            'Pruebas de que terminó de cumplir su pena o su supervisión y de que pagó todas las multas y los costos judiciales, si las tiene.',
          id: 'Una identificación con foto.',
          life: 'Si quiere, documentos sobre su vida ahora: una carta de su empleador, certificados de estudios o cartas de personas que lo conocen.',
        },
      },
      day: {
        heading: 'El día de la audiencia',
        list: {
          early:
            'Llegue por lo menos 30 minutos antes. Hay un control de seguridad en la entrada del Centro de Justicia Penal, {{address}}.',
          checkIn: 'Busque la sala de su corte. Dígale al personal de la corte su nombre y su número de causa.',
          dress: 'Vístase de manera limpia y ordenada. Apague su celular.',
          wait: 'Espere en silencio hasta que llamen su caso.',
        },
      },
      talk: {
        heading: 'Cómo hablar con el juez',
        list: {
          honor: 'Póngase de pie cuando hable y diríjase al juez como "Su Señoría" (Your Honor).',
          why: 'Diga por qué pide la orden. Por ejemplo: un empleo, una vivienda o sus estudios.',
          truth: 'Conteste de forma breve y con la verdad. Si no entiende una pregunta, dígalo.',
          calm: 'Mantenga la calma y hable con respeto, aunque el fiscal no esté de acuerdo.',
          interpreter:
            'Si necesita un intérprete de español, pídaselo al coordinador de la corte antes de la audiencia.',
        },
      },
      after: {
        heading: 'Después de la audiencia',
        p1: 'Si el juez está de acuerdo, firma la orden en la audiencia o poco después. Pida en la Secretaría de Distrito una copia certificada y guárdela en un lugar seguro.',
        p2: 'La Secretaría envía la orden al DPS en un plazo de {{clerkDays}} días hábiles. El DPS sella sus registros en un plazo de {{dpsDays}} días hábiles.',
        p3: 'Si el juez dice que no, pregunte por qué. Tal vez pueda presentar de nuevo más adelante. La ayuda legal gratuita le puede explicar sus opciones.',
      },
    },
  },
};

export default guides;
