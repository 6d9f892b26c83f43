import type en from '../en/reasons';
import type { Messages } from '../../types';

const reasons: Messages<typeof en> = {};

export default reasons;
