import type en from '../en/survey';
import type { Messages } from '../../types';

const survey: Messages<typeof en> = {};

export default survey;
