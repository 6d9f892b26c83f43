import type en from '../en/staffReport';
import type { Messages } from '../../types';

const staffReport: Messages<typeof en> = {
  summary:
    'En los datos judiciales al {{date}}, {{eligibleNow}} de las {{people}} personas con un caso que el sitio puede revisar tienen al menos un caso que probablemente reúne los requisitos ahora para sellarse (no divulgación) o borrarse (expunción), y {{later}} más podrían reunirlos más adelante. Son estimaciones hechas solo con los datos judiciales, antes de que alguien conteste las preguntas que la ley también hace.',
  noDate: 'una fecha desconocida',
};

export default staffReport;
