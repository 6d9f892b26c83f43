import type en from '../en/faq';
import type { Messages } from '../../types';

const faq: Messages<typeof en> = {};

export default faq;
