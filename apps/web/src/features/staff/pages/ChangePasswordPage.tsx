import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS, type StaffOk } from '@cyr/schemas/staff';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../components/PasswordField';
import { staffApi, StaffApiError } from '../api';
import { useStaffSession } from '../session';
import { StaffPage } from '../components/StaffPage';

/**
 * The first page after signing in with the one-time password an admin gave (a new account, or a reset one):
 * the person sets their own before the console answers anything else (`POST /api/staff/auth/change-password`).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { refresh } = useStaffSession();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current = t('staff:signIn.required');
    if (next.length < STAFF_LIMITS.passwordMinLength)
      found.next = t('staff:changePassword.tooShort', { count: STAFF_LIMITS.passwordMinLength });
    else if (next === current) found.next = t('staff:changePassword.same');
    if (confirm !== next) found.confirm = t('staff:changePassword.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return fail(Object.values(found)[0] ?? '');
    setBusy(true);
    setError(null);
    try {
      await staffApi.post<StaffOk>('/api/staff/auth/change-password', { currentPassword: current, newPassword: next });
      await refresh();
    } catch (err) {
      if (err instanceof StaffApiError && err.code === 'sign_in_failed') {
        setErrors({ current: t('staff:changePassword.wrong') });
        fail(t('staff:changePassword.wrong'));
      } else fail((err instanceof StaffApiError && err.text) || t('staff:error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffPage title={t('staff:changePassword.title')} intro={t('staff:changePassword.intro')}>
      <div ref={errorRef} tabIndex={-1} className="staff-signin__error">
        {error && (
          <Alert variant="error" role="alert">
            <p>{error}</p>
          </Alert>
        )}
      </div>
      <form className="staff-signin" onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          id={`${id}-current`}
          purpose="current"
          label={t('staff:changePassword.current')}
          value={current}
          onChange={setCurrent}
          error={errors.current}
        />
        <PasswordField
          id={`${id}-new`}
          purpose="new"
          label={t('staff:changePassword.new')}
          hint={t('staff:changePassword.newHint', { count: STAFF_LIMITS.passwordMinLength })}
          value={next}
          onChange={setNext}
          error={errors.next}
        />
        <PasswordField
          id={`${id}-confirm`}
          purpose="new"
          label={t('staff:changePassword.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('staff:changePassword.submit')}
        </button>
      </form>
    </StaffPage>
  );
}
