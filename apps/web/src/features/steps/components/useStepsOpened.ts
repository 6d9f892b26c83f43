import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { isExpired, useSession } from '../../../lib/session';

/**
 * Tells the server the next steps were opened, once per page load, when the session has confirmed results: the
 * server counts it once per session for the staff console's usage (POST /api/application/cont/steps-opened).
 * Nothing is shown; a failure changes nothing for the person.
 */
export function useStepsOpened(): void {
  const session = useSession();
  const ready = session.confirmed && session.token !== null && !isExpired(session);
  useEffect(() => {
    if (!ready) return;
    api.post('/api/application/cont/steps-opened', {}, { auth: true, quiet: true }).catch(() => undefined);
  }, [ready]);
}
