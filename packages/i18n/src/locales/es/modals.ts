import type en from '../en/modals';
import type { Messages } from '../../types';

const modals: Messages<typeof en> = {
  close: 'Cerrar',
  disclaimer: {
    title: 'Antes de usar este sitio',
    p1: 'Este sitio da información general. No es asesoramiento legal y no es un abogado.',
    p2: 'Buscamos en los registros de las cortes del condado de Harris los casos de adultos presentados del 1 de enero de 1990 al {{endDate}}. Los registros pueden tener errores o estar incompletos. No se incluyen casos de otros condados, de otros estados ni de cortes federales.',
    p3: 'Nuestros resultados no son una garantía. Solo un juez decide si un caso se puede sellar.',
    p4: 'Al continuar, usted acepta usar este sitio solo para revisar sus propios antecedentes.',
  },
  eligibilityDisclaimer: {
    title: 'Sobre sus resultados',
    p1: 'Comparamos los registros de las cortes con la ley de Texas para encontrar los casos que probablemente reúnen los requisitos. "Probablemente" quiere decir que, según lo que sabemos, la ley parece permitirlo. No es una promesa.',
    list: {
      records: 'Los registros de las cortes pueden tener errores o datos que faltan.',
      dates: 'Algunas fechas, como cuándo terminó de cumplir su pena, pueden ser un cálculo aproximado. Compárelas con sus documentos.',
      outside: 'Los casos de otros condados o estados, y los casos de clase C, no están en nuestra búsqueda, pero pueden afectar su resultado.',
      judge: 'El juez también debe decidir que sellar su caso es lo mejor para la justicia.',
    },
    p2: 'Solo un juez decide. Si no está seguro, busque ayuda legal gratuita antes de presentar la petición.',
  },
  privacy: {
    title: 'Aviso de privacidad',
    p1: 'Usamos su nombre y su fecha de nacimiento solo para buscar sus casos en los registros de las cortes.',
    list: {
      account: 'No hay cuentas. Para buscar no le pedimos su dirección, su número de teléfono ni su número de Seguro Social.',
      session: 'Su visita termina después de 60 minutos sin actividad. Entonces borramos lo que escribió.',
      email: 'Si se envía una página por correo electrónico, el enlace del correo deja de funcionar después de 30 días.',
      sell: 'No vendemos su información. No mostramos anuncios.',
      stats: 'Contamos las visitas a las páginas y los clics en los botones para mejorar el sitio. Estos conteos no incluyen su nombre ni datos de sus casos.',
    },
    p2: 'Quien use su aparato después de usted podría ver este sitio en el historial del navegador. Si eso le preocupa, use una ventana privada.',
  },
  about: {
    title: 'Quiénes somos',
    p1: 'Clear Your Record, Harris County (Limpie sus antecedentes, condado de Harris) es un sitio web gratuito. Lo hizo una organización sin fines de lucro junto con una organización de ayuda legal.',
    p2: 'Queremos que las personas con antecedentes penales antiguos tengan una oportunidad justa de conseguir empleo y vivienda. Sellar los antecedentes puede ayudar.',
    p3: 'El sitio no es un despacho de abogados y no da asesoramiento legal. Está disponible en inglés y en español.',
  },
  help: {
    title: '¿Necesita ayuda?',
    p1: 'Llámenos al {{phone}}, de lunes a viernes, de 9:00 a. m. a 5:00 p. m.',
    p2: 'O envíenos un mensaje con el formulario de abajo. Respondemos en 2 días hábiles.',
    p3: 'No podemos dar asesoramiento legal. Para recibir consejos sobre su caso, busque ayuda legal gratuita.',
  },
  vetTreatmentCourt: {
    title: 'Corte de tratamiento para veteranos',
    p1: 'Una corte de tratamiento para veteranos (Veterans Treatment Court) es un programa especial de la corte para veteranos acusados de un delito. En lugar de solo castigar, conecta a los veteranos con tratamiento y apoyo.',
    p2: 'Si terminó el programa de una corte de tratamiento para veteranos, tal vez pueda sellar ese caso según la sección 411.0727. Puede presentar la petición dos años después de terminar el programa, si en esos dos años no lo condenaron por un delito grave y cumple las demás condiciones.',
    p3: 'Si su caso fue desestimado después del programa, tal vez pueda obtener una expunción. Eso es mejor, porque destruye los registros.',
  },
  vetReemployment: {
    title: 'Programa de reincorporación laboral para veteranos',
    p1: 'Un programa de reincorporación laboral para veteranos (veterans reemployment program) es un programa aprobado por la corte que ayuda a los veteranos a volver a trabajar. Incluye clases de capacitación y mantener un empleo o buscar uno.',
    p2: 'Si usted es veterano, estuvo en supervisión comunitaria o en adjudicación diferida por un delito menor y terminó el programa, tal vez califique según la sección 411.0729. No hay período de espera.',
    p3: 'En este caso, la corte hace una audiencia y decide. Usted no presenta la petición de siempre.',
  },
  guidedForm: {
    title: '¿Qué es un formulario guiado?',
    p1: 'Un formulario guiado le hace preguntas sencillas, una por una. Después llena el formulario oficial con sus respuestas.',
    p2: 'Este sitio llena lo que puede con los registros de la corte, como el número de causa, la corte y las fechas. Usted revisa cada dato y agrega lo que falta.',
    p3: 'También puede imprimir el formulario modelo oficial y llenarlo a mano. Se aceptan los dos. Lo importante es que los datos sean correctos.',
  },
  demo: {
    title: 'Instrucciones de la demostración',
    p1: 'Este es un sitio de demostración. Usa personas inventadas, no registros reales. Pruebe uno de estos nombres. Use la fecha de nacimiento 1 de enero de 1990 para todos.',
    people: {
      ana: '<strong>Ana Demo</strong>: tiene un caso que probablemente reúne los requisitos.',
      ben: '<strong>Ben Demo</strong>: probablemente reúne los requisitos después de contestar algunas preguntas más.',
      carla: '<strong>Carla Demo</strong>: tiene un caso que no reúne los requisitos.',
      dan: '<strong>Dan Demo</strong>: la búsqueda encuentra a más de una persona. Usted elige la correcta.',
    },
    gotIt: '¡Entendido!',
  },
};

export default modals;
