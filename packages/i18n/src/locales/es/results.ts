import type en from '../en/results';
import type { Messages } from '../../types';

const results: Messages<typeof en> = {};

export default results;
