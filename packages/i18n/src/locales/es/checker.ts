import type en from '../en/checker';
import type { Messages } from '../../types';

const checker: Messages<typeof en> = {};

export default checker;
