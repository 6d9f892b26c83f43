import type en from '../en/info';
import type { Messages } from '../../types';

const info: Messages<typeof en> = {};

export default info;
