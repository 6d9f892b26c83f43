import type en from '../en/steps';
import type { Messages } from '../../types';

const steps: Messages<typeof en> = {};

export default steps;
