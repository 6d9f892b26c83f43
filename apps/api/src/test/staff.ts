import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_CSRF_HEADER, type StaffRole } from '@cyr/schemas';
import type { Db } from '../db';
import { addStaff, totpCode } from '../services/staff/accounts';
import type { TestClock } from './app';

/** A browser's cookie jar for `inject`: keeps what the staff routes set and sends it back. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  absorb(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

let clientNo = 0;
/** A different client address per call, so the sign-in rate limit (per client) never decides a test. */
export const nextClient = (): string => `198.51.100.${(clientNo++ % 250) + 1}`;

/** A staff member signed in through the routes (password, then enrolment with its first code). */
export interface SignedIn {
  jar: CookieJar;
  csrf: string;
  email: string;
  password: string;
  secret: string;
  id: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export async function getCsrf(app: FastifyInstance, jar: CookieJar): Promise<string> {
  const res = jar.absorb(
    await app.inject({ method: 'GET', url: '/api/staff/auth/csrf', headers: { cookie: jar.header() } }),
  );
  return (res.json() as { csrfToken: string }).csrfToken;
}

export async function passwordStep(
  app: FastifyInstance,
  jar: CookieJar,
  csrf: string,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return jar.absorb(
    await app.inject({
      method: 'POST',
      url: '/api/staff/auth/password',
      headers: { cookie: jar.header(), [STAFF_CSRF_HEADER]: csrf, 'x-forwarded-for': nextClient() },
      payload: { email, password },
    }),
  );
}

export async function totpStep(
  app: FastifyInstance,
  jar: CookieJar,
  csrf: string,
  code: string,
): Promise<LightMyRequestResponse> {
  return jar.absorb(
    await app.inject({
      method: 'POST',
      url: '/api/staff/auth/totp',
      headers: { cookie: jar.header(), [STAFF_CSRF_HEADER]: csrf, 'x-forwarded-for': nextClient() },
      payload: { code },
    }),
  );
}

/** Signs an existing member in again (after the test clock moved past the session's expiry). */
export async function signInAgain(app: FastifyInstance, clock: TestClock, s: SignedIn): Promise<SignedIn> {
  const jar = new CookieJar();
  const csrf = await getCsrf(app, jar);
  const step1 = await passwordStep(app, jar, csrf, s.email, s.password);
  if (step1.statusCode !== 200) throw new Error(`password step: ${step1.statusCode} ${step1.body}`);
  const step2 = await totpStep(app, jar, csrf, totpCode(s.secret, clock.now()));
  if (step2.statusCode !== 200) throw new Error(`totp step: ${step2.statusCode} ${step2.body}`);
  clock.advance(30);
  // The CSRF token is bound to the session: a new one once signed in.
  const sessionCsrf = await getCsrf(app, jar);
  return { ...s, jar, csrf: sessionCsrf, call: caller(app, jar, sessionCsrf) };
}

function caller(app: FastifyInstance, jar: CookieJar, csrf: string): SignedIn['call'] {
  return async (method, url, payload) =>
    jar.absorb(
      await app.inject({
        method,
        url,
        headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { [STAFF_CSRF_HEADER]: csrf }) },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    );
}

/** Adds an account (as the CLI does) and signs it in, enrolling its second factor; the clock moves 30 s on. */
export async function addAndSignIn(
  app: FastifyInstance,
  db: Db,
  clock: TestClock,
  email: string,
  role: StaffRole,
  partnerId: string | null = null,
): Promise<SignedIn> {
  const { member, password } = await addStaff(db, email, role, partnerId);
  const jar = new CookieJar();
  const csrf = await getCsrf(app, jar);
  const step1 = await passwordStep(app, jar, csrf, email, password);
  if (step1.statusCode !== 200) throw new Error(`password step: ${step1.statusCode} ${step1.body}`);
  const { secret } = step1.json() as { secret: string };
  const step2 = await totpStep(app, jar, csrf, totpCode(secret, clock.now()));
  if (step2.statusCode !== 200) throw new Error(`totp step: ${step2.statusCode} ${step2.body}`);
  clock.advance(30);
  // The CSRF token is bound to the session: a new one once signed in.
  const sessionCsrf = await getCsrf(app, jar);
  // The one-time password is replaced first, as the console asks.
  const own = `own-password-${member.id.slice(0, 8)}`;
  const changed = jar.absorb(
    await app.inject({
      method: 'POST',
      url: '/api/staff/auth/change-password',
      headers: { cookie: jar.header(), [STAFF_CSRF_HEADER]: sessionCsrf, 'x-forwarded-for': nextClient() },
      payload: { currentPassword: password, newPassword: own },
    }),
  );
  if (changed.statusCode !== 200) throw new Error(`change-password: ${changed.statusCode} ${changed.body}`);
  return {
    jar,
    csrf: sessionCsrf,
    email,
    password: own,
    secret,
    id: member.id,
    call: caller(app, jar, sessionCsrf),
  };
}
