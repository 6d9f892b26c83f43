import type en from '../en/validation';
import type { Messages } from '../../types';

const validation: Messages<typeof en> = {
  required: 'Este dato es obligatorio',
  mustAgree: 'Para continuar, debe aceptar las condiciones de uso',
  invalidEmail: 'Correo electrónico no válido',
  offenseRequired: 'Marque al menos un delito o «Ninguno de los anteriores» para continuar.',
  noneConflict:
    'No puede marcar «Ninguno de los anteriores» y uno o más delitos al mismo tiempo. Revise y corrija su selección.',
  dobIncomplete: 'Este dato es obligatorio',
  invalidPhone: 'Escriba un número de teléfono de al menos 7 dígitos',
  tooLong: 'Demasiado largo',
  monthRequired: 'Elija el mes y el año, o marque «No sé el mes»',
  monthInFuture: 'Elija un mes que ya haya pasado',
  answerInvalid: 'Elija una de las respuestas',
  summaryTitle: 'Hay un problema',
  errorPrefix: 'Error',
  mandatoryNotice: 'Estos datos son obligatorios',
};

export default validation;
