import type en from '../en/validation';
import type { Messages } from '../../types';

const validation: Messages<typeof en> = {};

export default validation;
