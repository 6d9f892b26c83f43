import type en from '../en/common';
import type { Messages } from '../../types';

const common: Messages<typeof en> = {
  siteName: 'Limpie sus antecedentes, condado de Harris',
  tagline: 'Ayuda gratuita para sellar o borrar sus antecedentes penales de adulto en el condado de Harris, Texas.',
  skipToContent: 'Saltar al contenido principal',
};

export default common;
