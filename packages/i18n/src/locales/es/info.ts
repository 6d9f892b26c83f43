import type en from '../en/info';
import type { Messages } from '../../types';

const info: Messages<typeof en> = {
  nondisclosure: {
    title: 'No divulgación y expunción',
    intro:
      'En Texas hay dos formas principales de limpiar los antecedentes penales de un adulto. Funcionan de manera distinta, y cada una sirve para casos diferentes.',
    what: {
      heading: '¿Qué es una orden de no divulgación?',
      p1: 'Una orden de no divulgación (order of nondisclosure) es una orden de la corte que sella un caso. "Sellado" quiere decir que la mayoría de la gente ya no lo puede ver. La mayoría de los empleadores, arrendadores y empresas de verificación de antecedentes no verán el caso.',
      p2: 'El registro no se destruye. La policía, las cortes, los fiscales y algunas agencias del estado, como las que dan licencias profesionales y el Comando Cibernético de Texas (Texas Cyber Command), todavía lo pueden ver.',
      p3: 'Muchas personas que terminaron la adjudicación diferida (deferred adjudication) la pueden pedir. En la adjudicación diferida, el juez pospuso declararle culpable y, en cambio, le puso en supervisión. Algunas personas condenadas por un delito menor (misdemeanor) también la pueden pedir. Un delito menor es un delito menos grave, como uno de clase A o B.',
      p4: 'Muchas veces debe esperar un tiempo después de que termina su caso para poder pedirla. Esto se llama período de espera. Puede ser de cero, dos, tres o cinco años, según el caso.',
      p5: 'Algunos delitos nunca se pueden sellar. Entre ellos están el asesinato, la trata de personas, el secuestro agravado, las lesiones a un niño, a una persona mayor o a una persona con discapacidad, el abandono o la puesta en peligro de un niño, el acecho (stalking), la violencia familiar y los delitos que exigen el registro como delincuente sexual.',
      p6: 'Para saber más, lea <tlhhowto>How to Ask for a Nondisclosure Order</tlhhowto> (Cómo pedir una orden de no divulgación, en inglés) en TexasLawHelp.',
    },
    expunction: {
      heading: '¿Qué es una expunción?',
      p1: 'Una expunción (expunction) es una orden de la corte para destruir o borrar los registros de un arresto. Va más allá de la no divulgación.',
      p2: 'Es sobre todo para casos que no terminaron en una condena ni en supervisión. Por ejemplo:',
      list: {
        acquitted: 'fue a juicio y lo declararon no culpable;',
        notCharged: 'lo arrestaron, pero no le presentaron cargos, o un gran jurado decidió no acusarle;',
        dismissed: 'su caso fue desestimado, en algunas situaciones;',
        pardon: 'recibió un indulto del gobernador.',
      },
      p3: 'Si terminó la adjudicación diferida por un delito menor de clase A o B o por un delito grave (felony), no puede obtener una expunción para ese caso. Tal vez pueda obtener una orden de no divulgación.',
      p4: 'Para un caso que podría calificar para una expunción, este sitio prepara la petición, una orden propuesta y la declaración para pedir que no le cobren, ya llenadas con su caso, y le explica cada paso. También puede leer la <tlhexp>guía de expunción de TexasLawHelp</tlhexp> (en inglés) y sus <tlhexpforms>instrucciones y formularios</tlhexpforms> (en inglés), o busque ayuda legal gratuita.',
    },
    difference: {
      heading: 'La diferencia principal',
      p1: 'La no divulgación oculta un caso al público. La expunción destruye los registros.',
      ndLabel: 'No divulgación',
      expLabel: 'Expunción',
      rows: {
        what: {
          label: 'Qué hace',
          nd: 'Sella el caso para la mayoría del público',
          exp: 'Destruye los registros del arresto',
        },
        who: {
          label: 'Quién lo puede ver todavía',
          nd: 'La policía, las cortes y algunas agencias',
          exp: 'Casi nadie',
        },
        cases: {
          label: 'Casos comunes',
          nd: 'Adjudicación diferida terminada; algunas condenas por delitos menores',
          exp: 'Sin cargos, no culpable, algunos casos desestimados, indultos',
        },
      },
    },
    siteFor: {
      heading: 'Para qué sirve este sitio',
      list: {
        search:
          'Para buscar en los registros de las cortes del condado de Harris los casos de adultos presentados desde el 1 de enero de 1990.',
        nondisclosure:
          'Para decirle qué casos probablemente reúnen los requisitos para la no divulgación, y desde cuándo.',
        expunction: 'Para señalar los casos que podrían calificar para una expunción.',
        steps:
          'Para guiarle a presentar usted mismo una petición de no divulgación. La petición es el documento en el que le pide la orden al juez.',
      },
    },
    siteNotFor: {
      heading: 'Para qué no sirve este sitio',
      list: {
        lawyer: 'No es un abogado y no da asesoramiento legal.',
        scope:
          'No cubre casos de clase C (multas y otros delitos que solo se castigan con multa), casos de menores de edad, casos federales ni casos de otros condados o estados.',
        filing: 'No presenta nada por usted.',
        promise: 'No puede prometerle un resultado. Solo un juez decide.',
        classC:
          'Los casos de clase C los ven las cortes de juez de paz y las cortes municipales. Para esos casos, comuníquese con la corte que vio su caso, por ejemplo por medio del <jpcourts>directorio de las cortes de juez de paz del condado de Harris</jpcourts> (en inglés).',
      },
    },
    help: {
      heading: 'Ayuda legal gratuita',
      p1: 'Un abogado puede revisar todos sus antecedentes y ayudarle en la audiencia. Estos grupos ofrecen ayuda gratuita a las personas que califican:',
      list: {
        hvl: '<hvl>Houston Volunteer Lawyers</hvl> (sitio en inglés): <tel>{{hvlPhone}}</tel>',
        lsla: '<lsla>Lone Star Legal Aid</lsla>',
        freshStart:
          'Los eventos <freshstart>Fresh Start</freshstart> del condado de Harris para sellar antecedentes, que se hacen de vez en cuando',
        tlh: '<tlh>TexasLawHelp.org</tlh>, con guías y formularios',
        beacon:
          '<beacon>The Beacon</beacon> (sitio en inglés), un centro de día en el centro de Houston para personas sin hogar, con ayuda legal civil gratuita (Beacon Law)',
      },
    },
  },
  howToFile: {
    title: 'Cómo pedir la no divulgación en el condado de Harris',
    intro:
      'Así funciona la presentación de la petición en el condado de Harris. Los <steps>pasos para presentar</steps> explican cada parte con más detalle.',
    court: {
      heading: 'Qué corte le corresponde',
      p1: 'Usted presenta la petición en la misma corte que vio su caso. Es la corte que le puso en adjudicación diferida o en supervisión comunitaria, o que le dio la sentencia. La supervisión comunitaria (community supervision) es lo que mucha gente llama probatoria (probation).',
      p2: 'Los delitos graves los ven las cortes penales de distrito (Criminal District Courts), por ejemplo la Corte de Distrito n.º 177 (177th District Court). Los delitos menores de clase A y B los ven las Cortes Penales del Condado (County Criminal Courts at Law), numeradas del 1 al 16.',
      p3: 'Todas estas cortes están en el Centro de Justicia Penal (Criminal Justice Center), {{address}}.',
      p4: 'Use el número de causa (cause number) de su caso anterior. Es el número del caso que aparece en sus documentos de la corte. No tiene que abrir un caso nuevo.',
    },
    clerk: {
      heading: 'Quién recibe sus documentos',
      p1: 'La <clerk>Secretaría de Distrito del Condado de Harris</clerk> (Harris County District Clerk, sitio en inglés) guarda los registros de los dos tipos de corte. Usted presenta su petición en la Secretaría de Distrito. Teléfono: <tel>{{clerkPhone}}</tel>.',
      p2: 'Presente una petición por cada caso que quiera sellar.',
    },
    efile: {
      heading: 'Presentar por internet',
      p1: 'Puede presentar por internet en <efile>eFileTexas</efile> (en inglés). Esto se llama presentación electrónica (e-filing). El servicio de eFileTexas es gratis.',
      p2: 'Los abogados deben presentar por internet. Las personas que se representan a sí mismas pueden presentar por internet o en papel.',
    },
    paper: {
      heading: 'Presentar en papel',
      p1: 'Si no tiene abogado, puede llevar sus documentos a la Secretaría de Distrito en el Centro de Justicia Penal. Pregunte en el mostrador de información dónde se presentan los documentos penales. La Secretaría no acepta documentos por fax.',
      p2: 'Tache los números privados con una "X": su fecha de nacimiento, el número de su licencia de conducir y su número de Seguro Social. Si un documento debe mostrarlos, escriba "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" arriba a la izquierda de la primera página.',
    },
    hours: {
      heading: 'Cuándo presentar',
      p1: 'La Secretaría atiende {{hours}}. Llame antes de ir para confirmar el horario.',
    },
    felony: {
      heading: 'Delitos graves: pida primero una fecha de audiencia',
      p1: 'Antes de presentar una petición por un delito grave, comuníquese con la corte que vio su caso. Pídale al coordinador o a la coordinadora de la corte (court coordinator) una fecha de audiencia aprobada por la corte. Esta persona es quien fija las fechas de esa corte.',
      p2: 'Si presenta por internet, escriba esa fecha en la casilla "Comments to the Court". Encontrará cada corte en el <felonycourts>directorio de las cortes penales de distrito</felonycourts> (en inglés).',
    },
    fee: {
      heading: 'La cuota',
      p1: 'Presentar una petición cuesta dinero. La Secretaría de Distrito fija la cantidad exacta. Calcule que costará {{fee}}. Antes de presentar, pregunte en la Secretaría de Distrito cuánto cuesta ahora.',
      p2: 'Para el único tipo de no divulgación que no necesita petición (sección 411.072), la cuota es de ${{fee072}}.',
    },
    waiver: {
      heading: 'Si no puede pagar',
      p1: 'Puede pedir que no le cobren. Presente con su petición un formulario llamado Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs). En él anota sus ingresos y sus gastos.',
      p2: 'Debe firmarlo ante un notary public (una persona autorizada para certificar firmas; no es abogado), o firmarlo declarando que es verdad, "bajo pena de perjurio". Si recibe beneficios públicos, como SNAP (estampillas de comida) o Medicaid, o si califica para ayuda legal, dígalo. Eso ayuda a mostrar que no puede pagar.',
      p3: 'La Secretaría debe aceptar su petición con este formulario. Solo un juez le puede ordenar que pague, y solo después de darle la oportunidad de ser escuchado. Obtenga el formulario en la <tlhfees>página de TexasLawHelp sobre costos judiciales</tlhfees> (en inglés).',
    },
    hearing: {
      heading: 'La audiencia',
      p1: 'La corte le avisa al Estado sobre su petición. En el condado de Harris, el Estado es la Oficina del Fiscal de Distrito. El Estado tiene {{days}} días para pedir una audiencia. Si no la pide, el juez puede decidir sin audiencia.',
      p2: 'Para un delito menor: {{misdemeanorHearing}}',
      p3: 'Para un delito grave, usted fija la fecha de la audiencia con el coordinador de la corte antes de presentar.',
      p4: 'Nuestra <hearingguide>guía para la audiencia sin abogado (PDF)</hearingguide> le explica cómo prepararse.',
    },
    order: {
      heading: 'La orden',
      p1: '{{orderAfterHearing}} Pida en la Secretaría de Distrito una copia certificada de la orden firmada y guárdela en un lugar seguro.',
      p2: 'Después, la Secretaría envía la orden al Departamento de Seguridad Pública de Texas (DPS, por sus siglas en inglés) en un plazo de {{clerkDays}} días hábiles. El DPS sella sus registros en un plazo de {{dpsDays}} días hábiles. El DPS también avisa a otras agencias y a las empresas de verificación de antecedentes.',
    },
    timeline: {
      heading: 'Cuánto tiempo tarda',
      p1: '{{wholeProcess}}',
    },
    guides: {
      heading: 'Guías gratuitas para imprimir',
      records: '<recordsguide>Cómo obtener sus propios antecedentes penales (PDF)</recordsguide>',
      hearing: '<hearingguide>Guía para la audiencia sin abogado (PDF)</hearingguide>',
    },
  },
  rights: {
    title: 'Conozca sus derechos',
    intro: 'Aunque un caso no se pueda sellar ahora, usted tiene derechos. Esto es lo que debe saber.',
    checks: {
      heading: 'Verificación de antecedentes para empleo y vivienda',
      p1: 'Un empleador debe tener su permiso por escrito antes de pedirle a una empresa de verificación un informe de antecedentes sobre usted.',
      p2: 'Si un empleador o un arrendador lo rechaza por un informe de antecedentes, debe avisarle. También debe darle el nombre de la empresa que hizo el informe. Usted puede pedirle a esa empresa una copia gratis y disputar lo que esté mal.',
      p3: 'Los empleadores no deben usar los antecedentes penales de una manera que trate a las personas injustamente por su raza o por su país de origen.',
    },
    mistakes: {
      heading: 'Si sus antecedentes tienen errores',
      p1: 'Puede buscar sus antecedentes de Texas en la <dps>búsqueda de antecedentes penales del DPS</dps> (en inglés). Si falta un caso o hay un error, llame al DPS al <tel>{{dpsPhone}}</tel>.',
      p2: 'Nuestra <recordsguide>guía para obtener sus propios antecedentes penales (PDF)</recordsguide> explica todas las formas de revisarlos.',
    },
    sealed: {
      heading: 'Después de sellar un caso',
      p1: 'Las empresas que compran antecedentes penales al estado deben quitar un caso sellado en un plazo de {{companyDays}} días hábiles después de que el estado publique la orden. Si alguna todavía lo muestra, envíele una copia de su orden.',
      p2: 'La policía, las cortes y algunas agencias, como las que dan licencias profesionales, todavía pueden ver un caso sellado.',
    },
    notEligible: {
      heading: 'Si un caso no se puede sellar ahora',
      list: {
        later: 'Podría reunir los requisitos cuando termine un período de espera. Revise de nuevo cada seis meses.',
        expunction: 'Algunos casos que no se pueden sellar podrían calificar para una expunción.',
        lawyer: 'Un abogado puede ver una opción que nosotros no vemos. Abajo hay una lista de ayuda legal gratuita.',
        law: 'Las leyes cambian. Un caso que hoy no reúne los requisitos podría reunirlos después de un cambio en la ley.',
      },
    },
    back: 'Volver a mis resultados',
    home: 'Volver a la página principal',
  },
  emailPages: {
    loading: 'Cargando…',
    expired: {
      title: 'Este enlace ya venció',
      p1: 'Los enlaces de nuestros correos electrónicos funcionan durante 30 días. Este enlace es muy antiguo o está incompleto.',
      p2: 'Puede revisar sus antecedentes otra vez. Es gratis y toma unos minutos.',
      cta: 'Revisar mis antecedentes',
    },
    error: 'Ocurrió un error. Vuelva a intentarlo más tarde.',
    results: {
      title: 'Sus resultados',
      intro:
        'Estos son los resultados que usted se envió por correo electrónico. Buscamos en los registros de las cortes del condado de Harris del 1 de enero de 1990 al {{endDate}}.',
      likely: 'Probablemente reúne los requisitos para la no divulgación',
      expunction: 'Posible expunción',
      notYet: 'Todavía no reúne los requisitos',
      ineligible: 'Probablemente no reúne los requisitos',
      unknown: 'No se pudo determinar',
      none: 'No hay casos en este grupo.',
      fileFrom: 'Puede presentar la petición a partir del {{date}}.',
      orderFrom:
        'No necesita petición: la corte debe dictar la orden por su cuenta. Puede pedirla a partir del {{date}}.',
      section: 'Formulario: sección {{section}}',
      sectionNoPetition: 'Sección {{section}}: no necesita petición',
      disclaimer: 'Estos resultados no son asesoramiento legal ni una garantía. Solo un juez decide.',
    },
    petitions: {
      title: 'Sus formularios de petición',
      intro:
        'Estos son los formularios para sus casos que probablemente reúnen los requisitos. Use una petición por cada caso.',
      titleLetters: 'Sus cartas de solicitud',
      introLetters:
        'Sus casos que probablemente reúnen los requisitos no necesitan petición (sección 411.072): la corte debe darle la orden por su cuenta. Si no se la dio, envíe una carta de solicitud por cada caso.',
      titleBoth: 'Sus formularios de petición y cartas de solicitud',
      introBoth:
        'Estos son los formularios para sus casos que probablemente reúnen los requisitos. Use una petición por cada caso, menos para un caso de la sección 411.072: ese solo necesita una carta de solicitud, si la corte no le dio la orden.',
      none: 'Este correo no tiene casos que probablemente reúnan los requisitos.',
      download: 'Descargar sus peticiones ya llenas (PDF)',
      downloadLetter: 'Descargar la carta de solicitud, ya llenada (PDF)',
      downloadBoth: 'Descargar sus peticiones y la carta de solicitud, ya llenadas (PDF)',
      filledNote: 'Llenamos lo que muestran los registros de la corte. Revise cada dato antes de firmar.',
    },
    steps: {
      nondisclosure: 'Vea los pasos para pedir la no divulgación',
      expunction: 'Vea los pasos para pedir una expunción',
    },
    noSteps:
      'Ninguno de estos casos se puede presentar ahora. Para recibir ayuda legal gratuita, llame a {{name}} al <tel>{{phone}}</tel>.',
    caseLine: 'Número de causa {{cause}}: {{offense}}',
    caseLineWords: 'Número de causa {{cause}}: {{offense}} (expediente de la corte: {{literal}})',
    leftOut:
      'Esta página no incluye 1 caso que usted ingresó, corrigió o dijo que no era suyo. Guardamos lo que usted escribe solo mientras usa el sitio, así que esta página muestra lo que dicen los registros de la corte.',
    leftOut_other:
      'Esta página no incluye {{count}} casos que usted ingresó, corrigió o dijo que no eran suyos. Guardamos lo que usted escribe solo mientras usa el sitio, así que esta página muestra lo que dicen los registros de la corte.',
    leftOutAgain: 'Para volver a hacer sus cambios, revise sus antecedentes de nuevo.',
  },
  notFound: {
    title: 'No encontramos esa página',
    p1: 'Es posible que el enlace sea antiguo o tenga un error. Puede empezar de nuevo desde la página principal.',
    home: 'Ir a la página principal',
    check: 'Revisar mis antecedentes',
  },
};

export default info;
