import type en from '../en/validation';
import type { Messages } from '../../types';

const validation: Messages<typeof en> = {
  summaryTitle: 'Hay un problema',
  errorPrefix: 'Error',
  mandatoryNotice: 'Estos datos son obligatorios',
};

export default validation;
