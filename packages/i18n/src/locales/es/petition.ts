import type en from '../en/petition';
import type { Messages } from '../../types';

const petition: Messages<typeof en> = {};

export default petition;
