import type en from '../en/email';
import type { Messages } from '../../types';

const email: Messages<typeof en> = {};

export default email;
