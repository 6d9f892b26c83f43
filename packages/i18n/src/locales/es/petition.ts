import type en from '../en/petition';
import type { Messages } from '../../types';

/** Spanish per the project's Spanish glossary: usted; English names of court papers in parentheses. */
const petition: Messages<typeof en> = {
  sheet: {
    noCause: '(número de causa no indicado: cópielo de sus documentos de la corte)',
    title: 'Instrucciones: su petición para el caso {{cause}}',
    titleLetter: 'Instrucciones: su carta de solicitud para el caso {{cause}}',
    enteredNote:
      'Ingresado por usted: usted escribió este caso con sus propios documentos. No está en los registros de la corte que usamos. Cuando lo presente, adjunte una copia de la sentencia o la orden de su caso, y revise cada dato con sus documentos.',
    correctedNote:
      'Corregido por usted: usted cambió lo que decían los registros de la corte sobre este caso, con sus propios documentos. Cuando lo presente, adjunte una copia de la sentencia o la orden de su caso, y revise cada dato con sus documentos.',
    keep: 'Lea esto primero. Guarde estas instrucciones: no las presente a la corte. Esta información no es asesoramiento legal. Solo un juez o una jueza decide si concede la orden.',
    footer: 'Instrucciones para el caso {{cause}} - página {{page}} de {{total}}',
    packetHeading: 'Qué contiene este paquete',
    packetIntro:
      'Este paquete es para el caso {{cause}} ({{offense}}) en la {{court}}. Según nuestra revisión de los datos de la corte, es probable que este caso reúna los requisitos para una orden de no divulgación (order of nondisclosure) bajo la sección {{section}} del Código de Gobierno de Texas: {{route}}.',
    packetPetition:
      'Una petición de orden de no divulgación (petition for order of nondisclosure), ya llena con los datos de su caso.',
    packetLetter:
      'Una carta que le pide a la corte la orden de no divulgación que debió dar por su cuenta, ya llena con los datos de su caso. Esta sección no necesita una petición.',
    packetStatement:
      'Una Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs), para pedir que no le cobren la cuota.',
    englishNote:
      'Los documentos para la corte están en inglés porque se presentan ante una corte de Texas, que trabaja en inglés. Estas instrucciones se los explican.',
    checkHeading: 'Paso 1. Revise los datos que llenamos',
    checkIntro:
      'Llenamos su caso con los datos de la {{dataClerk}}. Compare cada dato con sus propios documentos de la corte (la sentencia, la orden de adjudicación diferida, la liberación de la supervisión y desestimación del caso). Si algo está mal, corríjalo a mano con cuidado antes de presentar, o pida ayuda.',
    datesIntro: 'Fechas que usamos:',
    dateEstimated:
      '{{label}}: {{date}} (es nuestro cálculo, no está en el registro de la corte: revísela y escriba la fecha correcta donde el documento dice "You fill in")',
    dateRecorded: '{{label}}: {{date}}',
    blanksNote:
      'Donde el documento dice "You fill in" (usted llena), escriba la respuesta a mano. Donde dice "You sign" (usted firma), firme con su nombre.',
    boxesHeading: 'Paso 2. Lea cada declaración y su casilla',
    boxesChecked:
      'Una casilla marcada [X] la marcamos con los datos de la corte y con sus respuestas en este sitio. Lea cada una. Si alguna declaración marcada no es verdad, no presente el documento: pida ayuda legal primero.',
    boxesEmpty:
      'Una casilla vacía [ ] es algo que no pudimos confirmar. Márquela solo si es verdad. Si una declaración necesaria no es verdad en su caso, la corte no puede conceder la orden: pida ayuda legal.',
    boxesOtherCounties:
      'Solo vimos los registros de las cortes del Condado de {{county}}. Si usted tiene un caso en otro condado de Texas o en otro estado, lea con mucho cuidado las declaraciones sobre sus antecedentes penales.',
    partsHeading: 'Paso 3. Las partes de la {{document}}',
    docPetition: 'petición',
    docLetter: 'carta',
    partCaption:
      'El encabezado (caption) identifica el caso: número de causa {{cause}}, la {{court}}, el Condado de {{county}} y las partes (el Estado de Texas y usted). No lo cambie.',
    partCaptionUnknownCourt:
      'No pudimos saber la corte con los datos. Escriba el nombre de la corte donde el documento dice "You fill in"; aparece en la primera página de su sentencia u orden.',
    partPetitioner:
      'Parte I (Petitioner, peticionario): escriba solo su año de nacimiento y los tres últimos dígitos de su licencia de conducir o tarjeta de identificación. No escriba su fecha de nacimiento completa ni el número completo.',
    partHistory:
      'Parte II: lo que ordenó la corte en su caso, con las fechas. Llene cualquier fecha marcada "You fill in" con sus documentos de la corte.',
    partStatements:
      'Parte III: las declaraciones que pide la ley para esta sección, cada una con la ley de donde viene.',
    partEvidence:
      'Parte IV: adjunte copias de los documentos de la lista y marque cada uno que adjunte. Puede pedir copias a la Secretaría de Distrito.',
    partFee:
      'Parte V: marque una casilla: usted paga la cuota de presentación, o presenta la Declaración de incapacidad de pagar los costos judiciales junto con la petición.',
    partRequest:
      'Parte VI: lo que usted le pide al juez o a la jueza. Después vienen su firma, sus datos de contacto, la declaración sin juramento y el aviso al Estado.',
    partLetter:
      'La carta le explica su caso al juez o a la jueza, enumera las declaraciones que pide la ley con sus fuentes, enumera los documentos que usted adjunta y pide la orden. Marque una casilla de la cuota.',
    signHeading: 'Paso 4. Dónde firmar',
    signPetition:
      'En la {{document}}: firme en la línea después de "Respectfully submitted" y escriba su dirección postal, teléfono, correo electrónico y la fecha.',
    signDeclaration:
      'Firme la declaración sin juramento (unsworn declaration) como "Declarant". Reemplaza al notary public: usted la firma bajo pena de perjurio, así que todo lo que dice el documento debe ser verdad.',
    signService:
      'Firme el certificado de entrega (certificate of service) al final, después de enviar una copia a la Oficina del Fiscal de Distrito (vea el paso 6).',
    signStatement: 'Declaración de incapacidad de pagar los costos judiciales: firme la declaración de la sección 8.',
    sensitiveHeading: 'Su información privada',
    sensitiveText:
      'No imprimimos su fecha de nacimiento ni ningún número de identificación. Las reglas de las cortes de Texas (regla 21c) consideran datos confidenciales la fecha de nacimiento completa, la dirección de su casa y los números de identificación completos: un documento presentado solo puede mostrar el año de nacimiento y los tres últimos dígitos de un número de identificación. El formulario de declaración sin juramento que fija la ley pide su fecha de nacimiento y su dirección. Si escribe su fecha de nacimiento completa o la dirección de su casa en un documento que presenta, escriba "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" arriba a la izquierda de la primera página, como pide la Secretaría de Distrito. Para sus datos de contacto puede usar una dirección postal donde recibe correo.',
    feeHeading: 'Paso 5. La cuota, o cómo pedir que no se la cobren',
    feePetition:
      'Presentar la petición cuesta {{fee}}. Si no puede pagar, llene la Declaración de incapacidad de pagar los costos judiciales de este paquete y preséntela junto con su petición.',
    feeLetter:
      'La Secretaría cobra una cuota de ${{amount}} por esta orden. Si no puede pagarla, llene la Declaración de incapacidad de pagar los costos judiciales de este paquete y preséntela junto con su carta.',
    feeLetterNoAmount:
      'La Secretaría cobra una cuota por esta orden. Si no puede pagarla, llene la Declaración de incapacidad de pagar los costos judiciales de este paquete y preséntela junto con su carta.',
    statementHow:
      'Solo llenamos el número de causa, la corte y su nombre. Las secciones 1 a 7 preguntan por su dirección, las personas que dependen de usted, ayuda legal, beneficios públicos, ingresos, bienes, gastos y deudas: solo usted puede contestarlas. Escriba $0 o N/A en vez de dejar una línea vacía. Si recibe beneficios públicos, adjunte una prueba. La Secretaría debe aceptar una declaración firmada bajo juramento o bajo pena de perjurio; la corte solo puede pedirle que pague después de una audiencia.',
    statementHelp: 'Más ayuda para no pagar los costos (en inglés): {{url}}',
    fileHeading: 'Paso 6. Dónde presentar en el Condado de {{county}}',
    fileWhere:
      'Presente en el mismo caso: número de causa {{cause}}, en la {{court}}. La {{clerk}} guarda los documentos de esta corte. Usted no abre un caso nuevo.',
    fileOnline:
      'Por internet: con la presentación electrónica (e-filing) de eFileTexas ({{url}}, en inglés). El proveedor de servicio de eFileTexas es gratis. Si presenta por internet, es posible que eFileTexas le permita entregar una copia a la Oficina del Fiscal de Distrito; si no, entréguela en persona o envíela por correo.',
    fileInPerson:
      'En persona, en papel: en el mostrador de presentación penal de la Secretaría de Distrito, {{address}}, {{hours}}. Las personas que se representan a sí mismas pueden presentar en papel; no se acepta fax.',
    filePhone: 'Secretaría de Distrito: {{phone}}.',
    fileFelony:
      'Su caso es un delito grave (felony). Antes de presentar, llame al coordinador o a la coordinadora de la {{court}} y pida una fecha de audiencia aprobada por la corte. Si presenta por internet, escriba esa fecha en la casilla "Comments to the Court". {{coordinator}}',
    fileMisdemeanor: 'Su caso es un delito menor (misdemeanor). {{hearing}}',
    fileCopies:
      'Saque una copia de todo para usted antes de presentar. Envíe una copia de la petición a la Oficina del Fiscal de Distrito del Condado de {{county}} y después firme el certificado de entrega.',
    fileLetter:
      'Presente la carta, sus copias y la cuota o la Declaración de incapacidad de pagar los costos judiciales en la Secretaría de Distrito, en este caso, igual que una petición. Si no sabe cómo quiere recibirla la corte, pregunte en la Secretaría de Distrito.',
    nextHeading: 'Paso 7. Qué pasa después',
    nextNotice:
      'La corte le avisa al Estado (la Oficina del Fiscal de Distrito) de su petición. El Estado tiene {{days}} días para pedir una audiencia. Si nadie la pide y el juez o la jueza está de acuerdo en que usted reúne los requisitos, puede decidir sin audiencia; si no, la corte fija una audiencia, y usted debe ir.',
    nextLetter:
      'El juez o la jueza decide si da la orden. Esta sección no tiene audiencia. Si necesita más información, la corte puede comunicarse con usted en la dirección que usted escribió.',
    nextOrder:
      'Si el juez o la jueza concede la orden, la Secretaría la envía al Departamento de Seguridad Pública de Texas (DPS, por sus siglas en inglés) en un plazo de {{clerkDays}} días hábiles. El DPS sella sus registros en {{dpsDays}} días hábiles y avisa a otras agencias y a las empresas de verificación de antecedentes, que tienen {{privateDays}} días hábiles para quitar el registro.',
    nextCopy: 'Pida a la Secretaría de Distrito una copia certificada de la orden firmada y guárdela. {{whole}}',
    helpHeading: 'Ayuda legal gratuita',
    helpIntro:
      'Si algo no está claro, o si una declaración no es verdad en su caso, hable con un abogado o una abogada antes de presentar:',
    helpItem: '{{name}}: {{url}} (en inglés)',
    helpItemPhone: '{{name}}: {{url}} (en inglés), {{phone}}',
  },
  routes: {
    s411_072:
      'adjudicación diferida por un delito menor no violento, con liberación de la supervisión y desestimación del caso el {{since}} o después',
    s411_0725:
      'adjudicación diferida por un delito grave o un delito menor, con liberación de la supervisión y desestimación del caso',
    s411_0726:
      'adjudicación diferida por manejar en estado de intoxicación (DWI, por sus siglas en inglés), con liberación de la supervisión y desestimación del caso',
    s411_0726_bwi:
      'adjudicación diferida por manejar una embarcación en estado de intoxicación (BWI, por sus siglas en inglés), con liberación de la supervisión y desestimación del caso',
    s411_0727: 'terminó con éxito un programa de la corte de tratamiento para veteranos (Veterans Treatment Court)',
    s411_0728: 'un delito que cometió solo por ser víctima de trata de personas o de prostitución forzada',
    s411_073: 'supervisión comunitaria (probation) después de una condena por un delito menor, ya cumplida',
    s411_0731: 'supervisión comunitaria (probation) después de una condena por DWI, ya cumplida',
    s411_0735: 'una condena por un delito menor sin supervisión comunitaria, con la pena ya cumplida',
    s411_0736: 'una condena por DWI, con la pena ya cumplida',
  },
  dates: {
    offense: 'Fecha del delito',
    filing: 'Fecha en que se presentó el caso',
    placement: 'Inicio de la supervisión',
    discharge: 'Liberación de la supervisión y desestimación del caso',
    conviction: 'Condena',
    supervisionEnd: 'Fin de la supervisión comunitaria',
    sentenceCompletion: 'Fecha en que terminó de cumplir su pena',
    eligible: 'Primera fecha en que puede presentar',
  },
  unknownCourt: 'corte que aparece en sus documentos',
  web: {
    downloadOne: 'Descargue su {{document}} ya llena para el caso {{cause}} (PDF)',
    downloadAll: 'Descargue todas sus peticiones ya llenas (PDF)',
    documentPetition: 'petición',
    documentLetter: 'carta de solicitud',
    whatsInside:
      'Cada descarga trae instrucciones en su idioma, el documento para la corte en inglés ya lleno con los datos de su caso y el formulario para pedir que no le cobren la cuota. Revise cada dato, llene los espacios en blanco y firme antes de presentar.',
    error: 'No pudimos preparar el PDF. Vuelva a intentarlo más tarde.',
  },
};

export default petition;
