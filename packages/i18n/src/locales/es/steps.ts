import type en from '../en/steps';
import type { Messages } from '../../types';

const steps: Messages<typeof en> = {
  progress: {
    label: 'Pasos para presentar',
    current: 'Paso {{n}} de {{total}}: {{name}}',
    done: 'completado',
    names: {
      review: 'Revisar',
      petition: 'Petición',
      payment: 'Pago',
      file: 'Presentar',
      hearing: 'Audiencia',
      order: 'Orden',
    },
  },
  nav: {
    back: 'Regresar',
    next: 'Siguiente: {{name}}',
    finish: 'Terminar',
    emailPage: 'Enviar esta página por correo electrónico',
    newTab: 'se abre en una pestaña nueva',
  },
  precheck: {
    title: 'Antes de empezar los pasos',
    p1: 'Todavía no tenemos sus resultados de esta visita. Los pasos le sirven más después de revisar sus antecedentes. El verificador le dice qué casos probablemente reúnen los requisitos y qué formulario usar para cada uno.',
    p2: 'De todos modos, puede leer los pasos ahora.',
    toChecker: 'Revisar mis antecedentes primero',
    toSteps: 'Continuar a los pasos',
  },
  review: {
    title: 'Paso 1: Revise sus resultados',
    intro: 'Antes de llenar un formulario, vuelva a mirar cada caso que probablemente reúne los requisitos.',
    casesHeading: 'Sus casos que probablemente reúnen los requisitos',
    caseLine: 'Número de causa {{cause}}: {{offense}}',
    caseDate: 'Puede presentar la petición a partir del {{date}}.',
    caseDateNoPetition: 'No necesita petición. Puede pedirle la orden a la corte a partir del {{date}}.',
    noCases: 'No tenemos casos que reúnan los requisitos en esta visita. De todos modos, puede leer los pasos.',
    gather: {
      heading: 'Lo que necesita para cada caso',
      list: {
        cause: 'El número de causa (cause number). Es el número del caso que aparece en sus documentos de la corte.',
        court:
          'La corte que vio el caso, por ejemplo la Corte de Distrito n.º 177 (177th District Court) o la Corte Penal del Condado n.º 5 (County Criminal Court at Law No. 5).',
        offense: 'El delito, tal como aparece en los registros de la corte.',
        dates: 'Las fechas clave: cuándo empezó su supervisión o cuándo le dieron la sentencia, y cuándo terminó.',
        papers: 'Sus documentos de la corte, si los tiene, como la orden de adjudicación diferida o la sentencia.',
      },
    },
    check: {
      heading: 'Revise sus antecedentes',
      p1: 'Nuestra búsqueda cubre solo el condado de Harris. Los casos de otros lugares pueden cambiar su resultado. Nuestra <recordsguide>guía para obtener sus propios antecedentes penales (PDF)</recordsguide> explica cómo revisarlos.',
      p2: 'Si algo en sus resultados parece estar mal, hable con un abogado antes de presentar la petición.',
    },
    onePetition: 'Necesita una petición aparte para cada caso.',
    onePetitionLetters:
      'No necesita petición. Envíe una carta de solicitud por cada caso, solo si la corte no le dio la orden.',
    onePetitionBoth:
      'Necesita una petición aparte para cada caso, menos para un caso de la sección 411.072: ese no necesita petición, solo una carta de solicitud si la corte no le dio la orden.',
  },
  petition: {
    title: 'Paso 2: Llene la petición',
    intro:
      'La petición es el documento en el que le pide al juez una orden de no divulgación (order of nondisclosure). Texas tiene un formulario distinto para cada sección de la ley. Use el formulario que corresponde a su caso.',
    prep: '¿No sabe qué formulario corresponde a su caso? La guía de preparación <tlhprep>Nondisclosure Order Prep Guide</tlhprep> (en inglés) de TexasLawHelp le ayuda a revisarlo.',
    yourForms: 'El formulario para cada uno de sus casos',
    caseForm: 'Número de causa {{cause}}: sección {{section}}',
    openForm: 'Obtener el formulario modelo y las instrucciones de la sección {{section}} (en inglés)',
    noCases:
      'Todavía no conocemos sus casos. Use primero el <checker>verificador de requisitos</checker>. Le dice qué formulario usar para cada caso.',
    allForms: 'Todos los formularios, por sección de la ley',
    sections: {
      s072: 'Sección 411.072: adjudicación diferida por ciertos delitos menores. No hay petición: la corte debería darle la orden cuando usted termine.',
      s0725: 'Sección 411.0725: adjudicación diferida por un delito grave o por otro delito menor.',
      s0726: 'Sección 411.0726: adjudicación diferida por DWI (manejar en estado de intoxicación).',
      s0726bwi: 'Sección 411.0726: adjudicación diferida por BWI (manejar una embarcación en estado de intoxicación).',
      s0727: 'Sección 411.0727: usted terminó el programa de una corte de tratamiento para veteranos.',
      s0728: 'Sección 411.0728: ciertos delitos cometidos por una víctima de trata de personas.',
      s0729: 'Sección 411.0729: usted terminó un programa de reincorporación laboral para veteranos.',
      s073: 'Sección 411.073: supervisión comunitaria (probation) después de una condena por un delito menor.',
      s0731: 'Sección 411.0731: supervisión comunitaria (probation) después de una condena por DWI.',
      s0735: 'Sección 411.0735: condena por un delito menor con cárcel o multa, sin supervisión comunitaria.',
      s0736: 'Sección 411.0736: condena por DWI sin supervisión comunitaria.',
    },
    prepGuideNote:
      'Para esta sección no hay una página de formulario aparte. La guía de preparación (Prep Guide) de TexasLawHelp explica qué usar.',
    noPetitionNote:
      'No necesita petición. Si la corte no le dio la orden, la página del formulario explica qué enviar.',
    how: {
      heading: 'Cómo llenarla',
      list: {
        style:
          'Arriba, copie el número de causa y el nombre de la corte tal como aparecen en sus documentos de la corte.',
        facts: 'Escriba el delito y las fechas según sus registros. Revise cada dato.',
        private:
          'No escriba su fecha de nacimiento completa ni su número de Seguro Social, a menos que el formulario lo pida. Táchelos con una "X" en las copias que presente.',
        sign: 'Firme la petición. Guarde una copia de todo.',
      },
    },
    guidedForm: '¿Qué es un formulario guiado?',
    download: 'Descargar esta petición ya llena (PDF)',
    downloadLetter: 'Descargar la carta de solicitud, ya llenada (PDF)',
    downloadAll: 'Descargar todas mis peticiones ya llenas (PDF)',
    downloadAllLetters: 'Descargar todas mis cartas de solicitud, ya llenadas (PDF)',
    downloadAllBoth: 'Descargar todas mis peticiones y cartas de solicitud, ya llenadas (PDF)',
    filledNote: 'Llenamos lo que muestran los registros de la corte. Revise cada dato antes de firmar.',
  },
  noPetition: {
    titles: {
      petition: 'Paso 2: La carta de solicitud, si la necesita',
      payment: 'Paso 3: La cuota de la orden, o pida que no le cobren',
      file: 'Paso 4: Envíe la carta de solicitud',
      hearing: 'Paso 5: Su caso no tiene audiencia',
    },
    petition:
      'Su caso no necesita petición (sección 411.072): la corte debe darle la orden por su cuenta. Si no se la dio, la carta de solicitud de abajo la pide. Usted llena y firma la carta, no una petición.',
    payment:
      'Su caso no necesita petición (sección 411.072). No hay cuota de presentación: la Secretaría cobra solo la cuota de la orden, que la carta indica. Si no puede pagarla, la Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs) de su paquete pide que no le cobren.',
    file: 'Su caso no necesita petición (sección 411.072). La corte debió dictar la orden cuando le liberó de la supervisión y desestimó el caso. Si no la recibió, envíe o lleve la carta de solicitud, con la prueba de esa liberación, a la corte que vio su caso.',
    hearing:
      'Su caso no necesita petición (sección 411.072), así que no hay audiencia: el juez dicta la orden sin ella.',
    order:
      'Su caso no necesita petición (sección 411.072): el juez o la jueza firma la orden sin audiencia, cuando usted termina la supervisión o después de su carta de solicitud.',
    mixed:
      'Su caso de la sección 411.072 no necesita petición ni audiencia, y no tiene cuota de presentación, solo la cuota de la orden. Este paso es para sus otros casos.',
  },
  payment: {
    title: 'Paso 3: Pague la cuota o pida que no le cobren',
    intro: 'Presentar una petición cuesta dinero. Si no puede pagar, puede pedir que no le cobren.',
    fee: {
      heading: 'La cuota',
      p1: 'La Secretaría de Distrito fija la cuota exacta. Calcule que costará {{fee}}. Pregunte en la Secretaría cuánto cuesta ahora. Teléfono: <tel>{{clerkPhone}}</tel>.',
      letter072: 'Si su caso es de la sección 411.072, no hay petición. La cuota es de ${{fee072}}.',
    },
    waiver: {
      heading: 'Pedir que no le cobren: la Declaración de incapacidad',
      p1: 'El formulario se llama Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs). En él anota sus ingresos, sus gastos y los beneficios públicos que recibe. Preséntelo junto con su petición.',
      list: {
        get: 'Obtenga el formulario en la <tlhfees>página de TexasLawHelp sobre costos judiciales</tlhfees> (en inglés). También tiene una versión por internet que le hace preguntas y lo llena.',
        sign: 'Fírmelo ante un notary public, o fírmelo declarando que es verdad, "bajo pena de perjurio". Un notary public es una persona que revisa su identificación y está presente cuando usted firma. En Texas no es abogado.',
        proof:
          'Si recibe beneficios públicos, como SNAP o Medicaid, o si califica para ayuda legal, dígalo en el formulario.',
        accept:
          'La Secretaría debe aceptar su petición con este formulario. Solo un juez le puede ordenar que pague, después de darle la oportunidad de ser escuchado.',
      },
    },
  },
  file: {
    title: 'Paso 4: Presente su petición',
    intro:
      'Presentar quiere decir entregar sus documentos a la corte de la manera oficial. En el condado de Harris, usted presenta en la Secretaría de Distrito.',
    where: {
      heading: 'Dónde',
      p1: 'Presente en la misma corte que vio su caso. Use el número de causa anterior. No tiene que abrir un caso nuevo.',
    },
    felony: {
      heading: 'Delito grave: pida primero una fecha de audiencia',
      p1: 'Antes de presentar una petición por un delito grave, llame a la corte que vio su caso. Pídale al coordinador de la corte una fecha de audiencia aprobada por la corte. {{coordinator}}',
      p2: 'Si presenta por internet, escriba esa fecha en la casilla "Comments to the Court".',
    },
    online: {
      heading: 'Por internet',
      p1: 'Presente su petición en <efile>eFileTexas</efile> (en inglés). El servicio de eFileTexas es gratis. La <tlhefile>guía de TexasLawHelp para presentar por internet</tlhefile> (en inglés) le explica cómo.',
    },
    paper: {
      heading: 'En papel',
      p1: 'Lleve su petición, su Declaración de incapacidad si la tiene y una copia para usted a la Secretaría de Distrito en el Centro de Justicia Penal, {{address}}. Pregunte en el mostrador de información dónde se presentan los documentos penales.',
      p2: 'La Secretaría atiende {{hours}}.',
    },
    after: {
      heading: 'Después de presentar',
      p1: 'Guarde su copia con el sello de recibido de la Secretaría. Anote la fecha en que presentó sus documentos.',
    },
  },
  hearing: {
    title: 'Paso 5: Vaya a su audiencia',
    intro: 'En la audiencia, el juez revisa su petición y le puede hacer preguntas.',
    date: {
      heading: 'La fecha de su audiencia',
      p1: 'La corte le avisa al Estado sobre su petición. El Estado tiene {{days}} días para pedir una audiencia. Si no la pide, el juez puede decidir sin audiencia.',
      p2: 'Delito menor: {{misdemeanorHearing}}',
      p3: 'Delito grave: usted fijó la fecha con el coordinador de la corte antes de presentar.',
    },
    guide:
      'Puede imprimir estos consejos y otros más en nuestra <hearingguide>guía para la audiencia sin abogado (PDF)</hearingguide>.',
  },
  order: {
    title: 'Paso 6: Obtenga su orden',
    intro: '{{orderAfterHearing}}',
    copy: {
      heading: 'Guarde una copia certificada',
      p1: 'Pida en la Secretaría de Distrito una copia certificada de la orden firmada. Guárdela en un lugar seguro. Es posible que tenga que mostrarla más adelante.',
    },
    after: {
      heading: 'Qué pasa después',
      p1: 'La Secretaría envía la orden al Departamento de Seguridad Pública de Texas (DPS, por sus siglas en inglés) en un plazo de {{clerkDays}} días hábiles. El DPS sella sus registros en un plazo de {{dpsDays}} días hábiles y avisa a otras agencias.',
      p2: 'Las empresas que compran antecedentes penales al estado deben quitar el caso en un plazo de {{companyDays}} días hábiles después de que el DPS publique la orden.',
    },
    check: {
      heading: 'Confirme que funcionó',
      p1: 'Después de uno o dos meses, busque su nombre en la <dps>búsqueda de antecedentes penales del DPS</dps> (en inglés). El caso sellado no debería aparecer. Si una verificación de antecedentes todavía lo muestra, envíele a la empresa una copia de su orden.',
      p2: 'Si el juez dijo que no, pregunte por qué. Tal vez pueda presentar de nuevo más adelante, o buscar ayuda legal gratuita.',
    },
    timeline: '{{wholeProcess}}',
  },
};

export default steps;
