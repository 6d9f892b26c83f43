import type en from '../en/home';
import type { Messages } from '../../types';

const home: Messages<typeof en> = {};

export default home;
