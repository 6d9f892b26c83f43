import type en from '../en/help';
import type { Messages } from '../../types';

const help: Messages<typeof en> = {};

export default help;
