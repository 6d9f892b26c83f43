import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { QRCodeSVG } from 'qrcode.react';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffMe, StaffPasswordStepResponse } from '@cyr/schemas/staff';
import { TextField } from '../../../components/TextField';
import { PasswordField } from '../components/PasswordField';
import { staffApi, StaffApiError } from '../api';
import { useStaffSession } from '../session';
import { StaffPage } from '../components/StaffPage';
import type { Language } from '@cyr/i18n';
import { formatClockTime } from '@cyr/i18n/dates';

type Step =
  { kind: 'password' } | { kind: 'totp'; passkey: boolean } | { kind: 'enrol'; otpauthUri: string; secret: string };

type T = TFunction;

/** When the next try is taken, as a clock time in the console's language, and in minutes (at least 1). */
function waitText(seconds: number, t: T, lng: Language): string {
  const at = new Date(Date.now() + seconds * 1000);
  const time = formatClockTime(at, lng);
  return t('staff:signIn.wait', { time, count: Math.max(1, Math.ceil(seconds / 60)) });
}

/** The message for a failed sign-in step: ours for the codes we know, else the server's, else a general one. */
function failure(err: unknown, t: T, lng: Language): string {
  if (err instanceof StaffApiError) {
    if (err.code === 'sign_in_failed') return t('staff:signIn.badCredentials');
    if (err.code === 'totp_invalid') return t('staff:signIn.badCode');
    if (err.code === 'account_locked') return t('staff:signIn.locked');
    if (err.code === 'sign_in_wait' && err.retryAfter) return waitText(err.retryAfter, t, lng);
    if (err.status === 429) return t('staff:signIn.rateLimited');
    if (err.text) return err.text;
  }
  return t('staff:error');
}

/**
 * Sign-in in two steps (docs/api/staff.md): email and password, then a passkey the member registered (WebAuthn,
 * @simplewebauthn/browser) or the 6-digit code of their authenticator app. A refused try says when the next
 * one is taken (the server's `Retry-After`). At the first sign-in (or after an admin reset the second factor) the server gives the
 * secret to enrol: shown as a QR code, as the `otpauth://` address and as the secret key to type by hand.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const { signedIn } = useStaffSession();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);

  // The second step's first control takes the focus once it is on the page: the passkey button, or the code.
  useEffect(() => {
    if (step.kind === 'password') return;
    (step.kind === 'totp' && step.passkey ? passkeyRef.current : codeRef.current)?.focus();
  }, [step]);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const onPassword = async (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!email.trim()) errors.email = t('staff:signIn.required');
    if (!password) errors.password = t('staff:signIn.required');
    setFieldErrors(errors);
    if (Object.keys(errors).length) return fail(Object.values(errors)[0] ?? '');
    setBusy(true);
    setError(null);
    try {
      const res = await staffApi.post<StaffPasswordStepResponse>('/api/staff/auth/password', {
        email: email.trim(),
        password,
      });
      setPassword('');
      const passkey = res.next === 'totp' && res.passkey === true && browserSupportsWebAuthn();
      setStep(
        res.next === 'enrol'
          ? { kind: 'enrol', otpauthUri: res.otpauthUri, secret: res.secret }
          : { kind: 'totp', passkey },
      );
    } catch (err) {
      fail(failure(err, t, lng));
    } finally {
      setBusy(false);
    }
  };

  const onPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await staffApi.post<PublicKeyCredentialRequestOptionsJSON>('/api/staff/auth/passkey/options');
      const credential = await startAuthentication({ optionsJSON });
      const me = await staffApi.post<StaffMe>('/api/staff/auth/passkey', { credential });
      signedIn(me);
    } catch (err) {
      if (err instanceof StaffApiError && err.code === 'staff_unauthenticated') setStep({ kind: 'password' });
      // The browser's own refusal (cancelled, timed out, no passkey here) is not the server's error.
      fail(err instanceof StaffApiError ? failure(err, t, lng) : t('staff:signIn.passkeyCancelled'));
    } finally {
      setBusy(false);
    }
  };

  const onCode = async (e: FormEvent) => {
    e.preventDefault();
    const c = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(c)) {
      setFieldErrors({ code: t('staff:signIn.codeShape') });
      return fail(t('staff:signIn.codeShape'));
    }
    setFieldErrors({});
    setBusy(true);
    setError(null);
    try {
      const me = await staffApi.post<StaffMe>('/api/staff/auth/totp', { code: c });
      signedIn(me);
    } catch (err) {
      setCode('');
      if (err instanceof StaffApiError && err.code === 'staff_unauthenticated') setStep({ kind: 'password' });
      fail(failure(err, t, lng));
    } finally {
      setBusy(false);
    }
  };

  const title =
    step.kind === 'password'
      ? t('staff:signIn.title')
      : step.kind === 'enrol'
        ? t('staff:signIn.enrolTitle')
        : t('staff:signIn.codeTitle');

  return (
    <StaffPage title={title}>
      <div ref={errorRef} tabIndex={-1} className="staff-signin__error">
        {error && (
          <Alert variant="error" role="alert">
            <p>{error}</p>
          </Alert>
        )}
      </div>
      {step.kind === 'password' ? (
        <form className="staff-signin" onSubmit={(e) => void onPassword(e)} noValidate>
          <p>{t('staff:signIn.intro')}</p>
          <TextField
            id={`${id}-email`}
            label={t('staff:signIn.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          <PasswordField
            id={`${id}-password`}
            purpose="current"
            label={t('staff:signIn.password')}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('staff:signIn.submit')}
          </button>
        </form>
      ) : (
        <form className="staff-signin" onSubmit={(e) => void onCode(e)} noValidate>
          {step.kind === 'enrol' ? (
            <>
              <p>{t('staff:signIn.enrolIntro')}</p>
              <div className="staff-enrol">
                <QRCodeSVG
                  value={step.otpauthUri}
                  size={192}
                  marginSize={4}
                  title={t('staff:signIn.qrLabel')}
                  role="img"
                  aria-label={t('staff:signIn.qrLabel')}
                  className="staff-enrol__qr"
                />
                <dl className="staff-enrol__text">
                  <dt>{t('staff:signIn.secret')}</dt>
                  <dd>
                    <code data-testid="totp-secret">{step.secret}</code>
                  </dd>
                  <dt>{t('staff:signIn.uri')}</dt>
                  <dd>
                    <code className="staff-enrol__uri">{step.otpauthUri}</code>
                  </dd>
                </dl>
              </div>
            </>
          ) : step.passkey ? (
            <>
              <div className="staff-passkey">
                <p>{t('staff:signIn.passkeyIntro')}</p>
                <button
                  ref={passkeyRef}
                  type="button"
                  className="btn btn--primary"
                  disabled={busy}
                  onClick={() => void onPasskey()}
                >
                  {t('staff:signIn.usePasskey')}
                </button>
              </div>
              <p>{t('staff:signIn.orCode')}</p>
            </>
          ) : (
            <p>{t('staff:signIn.codeIntro')}</p>
          )}
          <TextField
            ref={codeRef}
            id={`${id}-code`}
            label={t('staff:signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            className="field--short"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldErrors.code}
          />
          <button
            type="submit"
            className={step.kind === 'totp' && step.passkey ? 'btn btn--secondary' : 'btn btn--primary'}
            disabled={busy}
          >
            {t('staff:signIn.verify')}
          </button>
        </form>
      )}
    </StaffPage>
  );
}
