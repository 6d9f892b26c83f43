import { clearSession } from './session';
import { tr } from './i18n';
import { toastError } from './toast';
import { navigateTo } from './navigation';

/** Session over (expiry or a 401): clear the session, say so, go home (product-spec §8). */
export function handleSessionExpired(): void {
  clearSession({ expired: true });
  toastError(tr('common:toast.sessionExpired'), 'session-expired');
  navigateTo('/');
}
