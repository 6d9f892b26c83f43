import type en from '../en/pdf';
import type { Messages } from '../../types';

const pdf: Messages<typeof en> = {};

export default pdf;
