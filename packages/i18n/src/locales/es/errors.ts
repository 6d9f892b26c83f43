import type en from '../en/errors';
import type { Messages } from '../../types';

const errors: Messages<typeof en> = {};

export default errors;
