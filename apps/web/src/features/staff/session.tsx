import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { mayUse, type StaffArea, type StaffMe, type StaffRole } from '@cyr/schemas/staff';
import { onPasswordChangeRequired, onSignedOut, resetCsrf, staffApi, StaffApiError } from './api';

/** The signed-in staff member: undefined while the console asks the server, null when nobody is signed in. */
interface StaffSession {
  me: StaffMe | null | undefined;
  signedIn: (me: StaffMe) => void;
  signOut: () => Promise<void>;
  /** Asks the server again who is signed in (after the one-time password was changed). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<StaffSession | null>(null);

export function StaffSessionProvider({ children, initial }: { children: ReactNode; initial?: StaffMe | null }) {
  const [me, setMe] = useState<StaffMe | null | undefined>(initial);

  useEffect(() => {
    if (initial !== undefined) return;
    const ctl = new AbortController();
    staffApi.get<StaffMe>('/api/staff/me', ctl.signal).then(setMe, (err: unknown) => {
      if (ctl.signal.aborted) return;
      // No session (401), or the server cannot say: the sign-in page (which reports its own errors).
      if (err instanceof StaffApiError || err instanceof Error) setMe(null);
    });
    return () => ctl.abort();
  }, [initial]);

  // A call that finds the session gone (expired, signed out elsewhere) leads back to the sign-in page.
  useEffect(() => onSignedOut(() => setMe(null)), []);
  // A call refused until the one-time password is changed leads to the change-password page.
  useEffect(() => onPasswordChangeRequired(() => setMe((m) => (m ? { ...m, mustChangePassword: true } : m))), []);

  const refresh = useCallback(async () => {
    setMe(await staffApi.get<StaffMe>('/api/staff/me'));
  }, []);

  const signedIn = useCallback((m: StaffMe) => {
    resetCsrf();
    setMe(m);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await staffApi.post('/api/staff/auth/sign-out');
    } finally {
      resetCsrf();
      setMe(null);
    }
  }, []);

  return <SessionContext value={{ me, signedIn, signOut, refresh }}>{children}</SessionContext>;
}

export function useStaffSession(): StaffSession {
  const s = use(SessionContext);
  if (!s) throw new Error('useStaffSession outside StaffSessionProvider');
  return s;
}

/**
 * Whether the signed-in member has the role's rights: an admin has a staff member's; a partner account has only
 * its own (docs/decisions/0107-partner-role.md), and nobody else has a partner's.
 */
export function hasRole(me: StaffMe | null | undefined, role: StaffRole): boolean {
  if (!me) return false;
  if (role === 'partner' || me.role === 'partner') return me.role === role;
  return role === 'staff' || me.role === 'admin';
}

/** Whether the signed-in member's role may use an area of the console (STAFF_AREA_ROLES, as the server's gate). */
export function mayUseArea(me: StaffMe | null | undefined, area: StaffArea): boolean {
  return me ? mayUse(me.role, area) : false;
}
