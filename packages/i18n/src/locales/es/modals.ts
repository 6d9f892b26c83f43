import type en from '../en/modals';
import type { Messages } from '../../types';

const modals: Messages<typeof en> = {};

export default modals;
