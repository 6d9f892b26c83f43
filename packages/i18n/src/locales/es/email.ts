import type en from '../en/email';
import type { Messages } from '../../types';

const email: Messages<typeof en> = {
  form: {
    invalidEmail: 'Correo electrónico no válido',
    invalidPhone: 'Escriba un número de teléfono con al menos 7 dígitos',
  },
};

export default email;
