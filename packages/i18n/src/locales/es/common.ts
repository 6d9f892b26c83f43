import type en from '../en/common';
import type { Messages } from '../../types';

const common: Messages<typeof en> = {};

export default common;
