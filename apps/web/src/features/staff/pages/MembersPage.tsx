import { formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import {
  STAFF_ROLES,
  type StaffAction,
  type StaffAddResponse,
  type StaffListResponse,
  type StaffMember,
  type StaffRole,
} from '@cyr/schemas/staff';
import { SelectField, TextField } from '../../../components/TextField';
import type { PartnerListResponse } from '@cyr/schemas/partners';
import { staffApi, StaffApiError } from '../api';
import { useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, ScrollRegion, Notice, StaffPage } from '../components/StaffPage';

/**
 * The roles an account's role is switched between. A `partner` account belongs to a partner organisation
 * (docs/decisions/0107-partner-role.md): it is added with its organisation, and neither made nor unmade by a
 * role change (the server refuses it too).
 */
const SWITCHABLE_ROLES = STAFF_ROLES.filter((r) => r !== 'partner');

/**
 * What an admin can do to a member in its state. On their own row only "Unlock": an outsider's wrong tries may
 * make the admin's own new sign-ins wait, and a lone admin must be able to lift that.
 */
function actionsFor(m: StaffMember, self: boolean): StaffAction[] {
  const waiting = m.signInWaitUntil ? (['unlock'] as const) : [];
  if (self) return [...waiting];
  if (m.status === 'disabled') return ['enable'];
  const factor = m.totpEnrolled || (m.passkeys ?? 0) > 0 ? (['reset-2fa'] as const) : [];
  return [...waiting, 'end-sessions', ...factor, 'disable'];
}

/**
 * Staff management (admins): the members with role, state and last sign-in; adding one gives a one-time
 * first password, shown here once, which the admin hands over; the member sets up the authenticator app at
 * the first sign-in. A member whose new sign-ins must wait after wrong tries shows until when, with "Unlock";
 * an admin changes a role (written to the audit log with the role before and after) or signs a member out
 * everywhere.
 */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const { me } = useStaffSession();
  const id = useId();
  const list = useStaffData<StaffListResponse>('/api/staff/staff');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [partnerId, setPartnerId] = useState('');
  const [partnerError, setPartnerError] = useState<string | undefined>();
  // The organisations a partner account may belong to: the directory's (docs/decisions/0107-partner-role.md).
  const partners = useStaffData<PartnerListResponse>(role === 'partner' ? `/api/partners?lang=${lng}` : null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [added, setAdded] = useState<StaffAddResponse | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setAdded(null);
    setMessage(null);
    const noPartner = role === 'partner' && !partnerId;
    setEmailError(email.trim() ? undefined : t('staff:signIn.required'));
    setPartnerError(noPartner ? t('staff:signIn.required') : undefined);
    if (!email.trim() || noPartner) return;
    setBusy(true);
    try {
      const res = await staffApi.post<StaffAddResponse>('/api/staff/staff', {
        email: email.trim(),
        role,
        ...(role === 'partner' ? { partnerId } : {}),
      });
      setAdded(res);
      setEmail('');
      list.reload();
    } catch (err) {
      const text =
        err instanceof StaffApiError && err.code === 'staff_exists'
          ? t('staff:members.exists')
          : (err instanceof StaffApiError && err.text) || t('staff:error');
      if (err instanceof StaffApiError && err.fields?.email) setEmailError(text);
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  const onRole = async (m: StaffMember, next: StaffRole) => {
    if (next === m.role) return;
    setBusy(true);
    setMessage(null);
    try {
      await staffApi.put<StaffMember>(`/api/staff/staff/${encodeURIComponent(m.id)}/role`, { role: next });
      setMessage({
        kind: 'success',
        text: t('staff:members.roleChanged', { email: m.email, role: t(`staff:roles.${next}`) }),
      });
      list.reload();
    } catch (err) {
      setMessage({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    } finally {
      setBusy(false);
    }
  };

  const onAction = async (m: StaffMember, action: StaffAction) => {
    setBusy(true);
    setMessage(null);
    try {
      await staffApi.post<StaffMember>(`/api/staff/staff/${encodeURIComponent(m.id)}/${action}`);
      setMessage({ kind: 'success', text: t('staff:common.saved') });
      list.reload();
    } catch (err) {
      setMessage({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffPage title={t('staff:members.title')} intro={t('staff:members.intro')}>
      <div aria-live="polite">
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
        {added && (
          <Alert variant="success" role="status">
            <p>{t('staff:members.addedMessage', { email: added.staff.email })}</p>
            <p>
              {t('staff:members.initialPassword')}{' '}
              <code className="staff-password" data-testid="initial-password">
                {added.initialPassword}
              </code>
            </p>
            <p>{t('staff:members.initialPasswordHint')}</p>
          </Alert>
        )}
      </div>

      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() =>
          list.data && (
            <ScrollRegion label={t('staff:members.title')}>
              <table className="staff-table">
                <caption className="visually-hidden">{t('staff:members.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff:members.email')}</th>
                    <th scope="col">{t('staff:members.role')}</th>
                    <th scope="col">{t('staff:members.state')}</th>
                    <th scope="col">{t('staff:members.twoFactor')}</th>
                    <th scope="col">{t('staff:members.added')}</th>
                    <th scope="col">{t('staff:members.lastSignIn')}</th>
                    <th scope="col">{t('staff:members.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.staff.map((m) => (
                    <tr key={m.id}>
                      <th scope="row">
                        <bdi>{m.email}</bdi>
                      </th>
                      <td>
                        {m.id === me?.id || m.role === 'partner' ? (
                          t(`staff:roles.${m.role}`)
                        ) : (
                          <RoleForm member={m} busy={busy} onSave={(r) => void onRole(m, r)} />
                        )}
                      </td>
                      <td>
                        {t(`staff:members.states.${m.status}`)}
                        {m.signInWaitUntil && (
                          <>
                            <br />
                            {t('staff:members.waitUntil', { at: formatInstant(m.signInWaitUntil, lng) })}
                          </>
                        )}
                      </td>
                      <td>
                        {m.totpEnrolled ? t('staff:common.yes') : t('staff:common.no')}
                        {(m.passkeys ?? 0) > 0 && (
                          <>
                            <br />
                            {t('staff:members.passkeys', { count: m.passkeys ?? 0 })}
                          </>
                        )}
                      </td>
                      <td>{formatInstant(m.createdAt, lng)}</td>
                      <td>{m.lastSignInAt ? formatInstant(m.lastSignInAt, lng) : t('staff:common.never')}</td>
                      <td>
                        {actionsFor(m, m.id === me?.id).map((a) => (
                          <button
                            key={a}
                            type="button"
                            className="btn btn--link staff-action"
                            disabled={busy}
                            onClick={() => void onAction(m, a)}
                          >
                            {t(`staff:members.do.${a}`, { email: m.email })}
                          </button>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </Loaded>

      <form className="staff-box" onSubmit={(e) => void onAdd(e)} noValidate>
        <h2>{t('staff:members.addTitle')}</h2>
        <p>{t('staff:members.addIntro')}</p>
        <TextField
          id={`${id}-email`}
          label={t('staff:members.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
        />
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('staff:members.role')}</legend>
          {STAFF_ROLES.map((r) => (
            <div key={r} className="staff-radio">
              <input
                type="radio"
                id={`${id}-role-${r}`}
                name={`${id}-role`}
                value={r}
                checked={role === r}
                onChange={() => setRole(r)}
              />
              <label htmlFor={`${id}-role-${r}`}>
                {t(`staff:roles.${r}`)} — {t(`staff:members.roleHint.${r}`)}
              </label>
            </div>
          ))}
        </fieldset>
        {role === 'partner' && (
          <SelectField
            id={`${id}-partner`}
            label={t('staff:members.organisation')}
            hint={t('staff:members.organisationHint')}
            error={partnerError}
            value={partnerId}
            onChange={(e) => setPartnerId(e.target.value)}
            options={[
              { value: '', label: t('staff:referrals.choose') },
              ...(partners.data?.partners ?? []).map((p) => ({
                value: p.id,
                label: p.name[lng === 'es' ? 'es' : 'en'],
              })),
            ]}
          />
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('staff:members.add')}
        </button>
      </form>
    </StaffPage>
  );
}

/** A member's role with its own save button (a role changes only when asked, not while choosing). */
function RoleForm({ member, busy, onSave }: { member: StaffMember; busy: boolean; onSave: (r: StaffRole) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  return (
    <form
      className="staff-role-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(role);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-role`}>
        {t('staff:members.roleOf', { email: member.email })}
      </label>
      <select
        id={`${id}-role`}
        className="select select--compact"
        value={role}
        onChange={(e) => setRole(SWITCHABLE_ROLES.find((r) => r === e.target.value) ?? member.role)}
      >
        {SWITCHABLE_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`staff:roles.${r}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--link" disabled={busy || role === member.role}>
        {t('staff:members.saveRole', { email: member.email })}
      </button>
    </form>
  );
}
