import type en from '../en/modals';
import type { Messages } from '../../types';

const modals: Messages<typeof en> = {
  disclaimer: {
    title: 'Antes de usar este sitio',
    body: [
      'Este sitio da información general. Esta información no es asesoramiento legal, y el sitio no es un abogado.',
      'Buscamos en los registros de las cortes del condado de Harris los casos de adultos presentados desde el 1 de enero de 1990. Los registros pueden tener errores o estar incompletos. No se incluyen casos de otros condados, de otros estados ni de cortes federales.',
      'Nuestros resultados no son una garantía. Solo un juez decide si un caso se puede sellar.',
      'Al continuar, usted acepta usar este sitio solo para buscar sus propios antecedentes.',
    ].join('\n\n'),
  },
  eligibilityDisclaimer: {
    title: 'Sobre sus resultados',
    body: [
      'Comparamos los registros de las cortes con la ley de Texas para encontrar los casos que probablemente reúnen los requisitos. "Probablemente" quiere decir que, según lo que sabemos, la ley parece permitirlo. No es una promesa.',
      'Los registros de las cortes pueden tener errores o datos que faltan. Algunas fechas, como cuándo terminó de cumplir su pena, pueden ser un cálculo aproximado. Compárelas con sus documentos.',
      'Los casos de otros condados o estados, y los casos de clase C, no están en nuestra búsqueda. Aun así, pueden cambiar su resultado.',
      'Para una orden de no divulgación, el juez también debe decidir que sellar su caso es lo mejor para la justicia. Para una expunción, el juez revisa que la ley la permita. Solo un juez decide. Si no está seguro, busque ayuda legal gratuita antes de presentar la petición.',
    ].join('\n\n'),
  },
  privacy: {
    title: 'Aviso de privacidad',
    body: [
      'Usamos su nombre y su fecha de nacimiento solo para buscar sus casos en los registros de las cortes. No hay cuentas. Para buscar no le pedimos su dirección ni su número de Seguro Social.',
      'Su visita termina después de 60 minutos sin actividad. Entonces borramos lo que escribió.',
      'Si se envía una página por correo electrónico, el enlace del correo deja de funcionar después de 30 días.',
      'Si pide un recordatorio, solo guardamos su correo electrónico, la fecha de envío, su idioma y un código al azar para el enlace de cancelación: no su nombre ni nada sobre su caso. Los borramos cuando se envía el recordatorio o cuando usted lo cancela, lo que ocurra primero. El registro de que se envió un correo, sin la dirección ni el contenido, se guarda 30 días.',
      'No vendemos su información y no mostramos anuncios. Contamos las visitas a las páginas y los clics en los botones para mejorar el sitio. Estos conteos nunca incluyen su nombre ni datos de sus casos.',
      'Quien use su celular o su computadora después de usted podría ver este sitio en el historial del navegador. Si eso le preocupa, use una ventana privada.',
    ].join('\n\n'),
  },
  about: {
    title: 'Quiénes somos',
    body: [
      'Clear Your Record, Harris County (Limpie sus antecedentes, condado de Harris) es un sitio web gratuito. Lo hizo una organización sin fines de lucro junto con una organización de ayuda legal.',
      'Queremos que las personas con antecedentes penales antiguos tengan una oportunidad justa de conseguir empleo y vivienda. Sellar los antecedentes puede ayudar.',
      'El sitio no es un bufete de abogados y no da asesoramiento legal. Está disponible en inglés y en español.',
    ].join('\n\n'),
    accuracy:
      'Revisamos nuestras respuestas. Una persona revisó {{total}} expedientes reales de la corte de 2024 según la ley: el sitio coincidió en {{count}} de ellos y nunca dio un resultado más favorable que el de esa persona. Después de que una persona contesta nuestras preguntas, {{share}} de los casos terminados todavía quedan en «no se pudo determinar».',
    accuracyLink: 'Cómo decide el sitio: el libro de reglas para abogados (en inglés)',
  },
  help: {
    title: '¿Necesita ayuda?',
    body: [
      'Llámenos al {{phone}}, de lunes a viernes, de 9:00 a. m. a 5:00 p. m.',
      'O envíenos un mensaje con el formulario de abajo. Respondemos en 2 días hábiles.',
      'No podemos dar asesoramiento legal. Para recibir consejos sobre su caso, busque ayuda legal gratuita.',
    ].join('\n\n'),
  },
  vetsPrograms: {
    title: 'Programas para veteranos',
    body: [
      'Corte de tratamiento para veteranos (Veterans Treatment Court): un programa especial de la corte para veteranos acusados de un delito. En lugar de solo castigar, conecta a los veteranos con tratamiento y apoyo.',
      'Si terminó el programa de una corte de tratamiento para veteranos, tal vez pueda sellar ese caso según la sección 411.0727. Puede presentar la petición dos años después de terminar, si en esos dos años no lo condenaron por un delito grave y cumple las demás condiciones. Si su caso fue desestimado después del programa, tal vez pueda obtener una expunción, que destruye los registros.',
      'Programa de reincorporación laboral para veteranos (veterans reemployment program): un programa aprobado por la corte que ayuda a los veteranos a volver a trabajar. Incluye clases de capacitación laboral y también trabajar o buscar trabajo.',
      'Si usted es veterano, estuvo en supervisión comunitaria o en adjudicación diferida por un delito menor y terminó el programa, tal vez califique según la sección 411.0729. No hay período de espera. La corte hace una audiencia y decide.',
    ].join('\n\n'),
  },
  vetTreatmentCourt: {
    title: 'Corte de tratamiento para veteranos',
    body: [
      'Una corte de tratamiento para veteranos (Veterans Treatment Court) es un programa especial de la corte para veteranos acusados de un delito. En lugar de solo castigar, conecta a los veteranos con tratamiento y apoyo.',
      'Si terminó el programa de una corte de tratamiento para veteranos, tal vez pueda sellar ese caso según la sección 411.0727. Puede presentar la petición dos años después de terminar, si en esos dos años no lo condenaron por un delito grave y cumple las demás condiciones.',
      'Si su caso fue desestimado después del programa, tal vez pueda obtener una expunción. Eso es mejor, porque destruye los registros.',
    ].join('\n\n'),
  },
  vetReemployment: {
    title: 'Programa de reincorporación laboral para veteranos',
    body: [
      'Un programa de reincorporación laboral para veteranos (veterans reemployment program) es un programa aprobado por la corte que ayuda a los veteranos a volver a trabajar. Incluye clases de capacitación laboral y también trabajar o buscar trabajo.',
      'Si usted es veterano, estuvo en supervisión comunitaria o en adjudicación diferida por un delito menor y terminó el programa, tal vez califique según la sección 411.0729. No hay período de espera.',
      'En este caso, la corte hace una audiencia y decide. Usted no presenta la petición de siempre.',
    ].join('\n\n'),
  },
  guidedForm: {
    title: '¿Qué es un formulario guiado?',
    body: [
      'Un formulario guiado le hace preguntas sencillas, una por una. Después llena el formulario oficial con sus respuestas.',
      'Este sitio llena lo que puede con los registros de la corte, como el número de causa, la corte y las fechas. Usted revisa cada dato y agrega lo que falta.',
      'También puede imprimir el formulario modelo oficial y llenarlo a mano. Se aceptan los dos. Lo importante es que los datos sean correctos.',
    ].join('\n\n'),
  },
  demo: {
    title: 'Instrucciones de la demostración',
    intro:
      'Este es un sitio de demostración. Usa personas inventadas, no registros reales. Busque uno de estos nombres para ver lo que hace el sitio.',
    scenarios: {
      ana: { name: 'Ana Demo', description: 'Tiene un caso que probablemente reúne los requisitos.' },
      ben: {
        name: 'Ben Demo',
        description: 'Probablemente reúne los requisitos después de contestar algunas preguntas más.',
      },
      carla: { name: 'Carla Demo', description: 'Tiene un caso que no reúne los requisitos.' },
      dan: { name: 'Dan Demo', description: 'La búsqueda encuentra a más de una persona. Usted elige la correcta.' },
      eva: {
        name: 'Eva Demo',
        description: 'Tiene dos casos. Pruebe decir que uno no es suyo, corregir el otro o agregar un caso que falta.',
      },
    },
    dob: 'Use la fecha de nacimiento 1 de enero de 1990 para todos.',
    gotIt: '¡Entendido!',
  },
  email: {
    label: 'Correo electrónico',
    hint: 'Le enviamos un correo con un enlace. El enlace funciona durante 30 días.',
    leftOut:
      'El enlace muestra solo los registros de la corte: no incluye los casos que usted ingresó, corrigió o dijo que no eran suyos, porque los guardamos solo mientras usa el sitio.',
    submit: 'Enviar correo',
    results: {
      title: 'Enviar mis resultados por correo electrónico',
      intro:
        'Reciba por correo electrónico un enlace a sus resultados, para leerlos después o mostrárselos a alguien que le esté ayudando.',
    },
    petitions: {
      title: 'Enviar mis formularios de petición por correo electrónico',
      intro:
        'Reciba por correo electrónico un enlace a los formularios de sus casos que probablemente reúnen los requisitos.',
    },
    knowYourRights: {
      title: 'Enviar esta página por correo electrónico',
      intro: 'Reciba por correo electrónico un enlace a esta página, para leerla después.',
    },
  },
};

export default modals;
