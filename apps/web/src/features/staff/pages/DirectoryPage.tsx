import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_SERVICES, type PartnerProfile, type PartnerService } from '@cyr/schemas/partners';
import type { StaffPartner, StaffPartnerList } from '@cyr/schemas/staff';
import { TextArea, TextField } from '../../../components/TextField';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { staffApi, StaffApiError } from '../api';
import { mayUseArea, useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';

/** The texts of an entry, each in English and Spanish (docs/decisions/0105-partner-directory.md). */
const TEXTS = ['name', 'description', 'cost', 'incomeLimits', 'languagesNote', 'areas', 'hours', 'address'] as const;
type TextKey = (typeof TEXTS)[number];
const LONG: readonly TextKey[] = ['description', 'cost', 'incomeLimits', 'areas', 'hours'];

interface Draft {
  profile: PartnerProfile;
  visible: boolean;
  acceptsReferrals: boolean;
  referralEmail: string;
}

const EMPTY: Draft = {
  profile: {
    name: { en: '', es: '' },
    description: { en: '', es: '' },
    services: [],
    cost: { en: '', es: '' },
    incomeLimits: { en: '', es: '' },
    languages: [],
    languagesNote: { en: '', es: '' },
    areas: { en: '', es: '' },
    hours: { en: '', es: '' },
    address: { en: '', es: '' },
    phone: '',
    email: '',
    website: '',
  },
  visible: false,
  acceptsReferrals: false,
  referralEmail: '',
};

const draftOf = (p: StaffPartner): Draft => ({
  profile: p.profile,
  visible: p.visible,
  acceptsReferrals: p.acceptsReferrals,
  referralEmail: p.referralEmail ?? '',
});

/**
 * The partner directory as admins keep it: every entry (hidden ones with what the county profile left unconfirmed),
 * a form to add one or change one, every text in English and Spanish. Staff read it; the server audits each change.
 */
export function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const { me } = useStaffSession();
  const admin = mayUseArea(me, 'directoryEdit');
  const lng = i18n.language === 'es' ? 'es' : 'en';
  const list = useStaffData<StaffPartnerList>('/api/staff/partners');
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const edit = (p: StaffPartner | null) => {
    setEditing(p?.id ?? 'new');
    setDraft(p ? draftOf(p) : EMPTY);
    setErrors({});
    setMessage(null);
  };
  const setText = (key: TextKey, lang: 'en' | 'es', v: string) =>
    setDraft((d) => ({ ...d, profile: { ...d.profile, [key]: { ...d.profile[key], [lang]: v } } }));

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const saved =
        editing === 'new'
          ? await staffApi.post<StaffPartner>('/api/staff/partners', draft)
          : await staffApi.put<StaffPartner>(`/api/staff/partners/${encodeURIComponent(editing ?? '')}`, draft);
      setMessage({ kind: 'success', text: t('staff:directory.saved', { name: saved.profile.name[lng] }) });
      setEditing(null);
      list.reload();
    } catch (err) {
      if (err instanceof StaffApiError && err.fields) setErrors(err.fields);
      setMessage({ kind: 'error', text: t('staff:directory.fix') });
    } finally {
      setBusy(false);
    }
  };
  // The server names each field it refuses with a code: `required`, or another reason to look again.
  const fieldError = (path: string) =>
    errors[path] === undefined
      ? undefined
      : errors[path] === 'required'
        ? t('staff:signIn.required')
        : t('staff:directory.invalid');

  return (
    <StaffPage title={t('staff:directory.title')} intro={t('staff:directory.intro')}>
      <div aria-live="polite">{message && <Notice kind={message.kind}>{message.text}</Notice>}</div>
      {admin && editing === null && (
        <p>
          <button type="button" className="btn btn--primary" onClick={() => edit(null)}>
            {t('staff:directory.add')}
          </button>
        </p>
      )}
      {editing !== null ? (
        <form className="staff-box" onSubmit={(e) => void onSave(e)} noValidate>
          <h2>
            {editing === 'new'
              ? t('staff:directory.add')
              : t('staff:directory.edit', { name: draft.profile.name[lng] })}
          </h2>
          {TEXTS.map((key) => {
            const Field = LONG.includes(key) ? TextArea : TextField;
            return (
              <fieldset key={key} className="fieldset">
                <legend className="fieldset__legend">{t(`staff:directory.fields.${key}`)}</legend>
                {(['en', 'es'] as const).map((lang) => (
                  <Field
                    key={lang}
                    id={`${id}-${key}-${lang}`}
                    label={t(`staff:languages.${lang}`)}
                    lang={lang}
                    value={draft.profile[key][lang]}
                    onChange={(e: { target: { value: string } }) => setText(key, lang, e.target.value)}
                    error={fieldError(`profile.${key}.${lang}`)}
                  />
                ))}
              </fieldset>
            );
          })}
          <CheckboxGroup<PartnerService>
            name={`${id}-services`}
            legend={t('staff:directory.fields.services')}
            options={PARTNER_SERVICES.map((s) => ({ value: s, label: t(`staff:directory.services.${s}`) }))}
            value={draft.profile.services}
            onChange={(services) => setDraft((d) => ({ ...d, profile: { ...d.profile, services } }))}
            error={fieldError('profile.services')}
          />
          <CheckboxGroup<'en' | 'es'>
            name={`${id}-languages`}
            legend={t('staff:directory.fields.languages')}
            options={(['en', 'es'] as const).map((l) => ({ value: l, label: t(`staff:languages.${l}`) }))}
            value={draft.profile.languages}
            onChange={(languages) => setDraft((d) => ({ ...d, profile: { ...d.profile, languages } }))}
          />
          {(['phone', 'email', 'website'] as const).map((key) => (
            <TextField
              key={key}
              id={`${id}-${key}`}
              label={t(`staff:directory.fields.${key}`)}
              optional
              value={draft.profile[key] ?? ''}
              onChange={(e) => {
                const v = e.target.value;
                setDraft((d) => ({ ...d, profile: { ...d.profile, [key]: v } }));
              }}
              error={fieldError(`profile.${key}`)}
            />
          ))}
          <Checkbox
            id={`${id}-visible`}
            label={t('staff:directory.visible')}
            checked={draft.visible}
            onChange={(e) => setDraft((d) => ({ ...d, visible: e.target.checked }))}
          />
          <Checkbox
            id={`${id}-accepts`}
            label={t('staff:directory.acceptsReferrals')}
            checked={draft.acceptsReferrals}
            onChange={(e) => setDraft((d) => ({ ...d, acceptsReferrals: e.target.checked }))}
          />
          <TextField
            id={`${id}-referral-email`}
            label={t('staff:directory.referralEmail')}
            hint={t('staff:directory.referralEmailHint')}
            type="email"
            value={draft.referralEmail}
            onChange={(e) => setDraft((d) => ({ ...d, referralEmail: e.target.value }))}
            error={fieldError('referralEmail')}
          />
          <div className="button-group">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('staff:common.save')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setEditing(null)}>
              {t('staff:directory.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
          {() => (
            <ul className="staff-list">
              {(list.data?.partners ?? []).map((p) => (
                <li key={p.id} className="staff-box">
                  <h2>{p.profile.name[lng]}</h2>
                  <p>
                    {p.visible ? t('staff:directory.shown') : t('staff:directory.hidden')}
                    {p.acceptsReferrals && ` · ${t('staff:directory.takesReferrals')}`}
                  </p>
                  {p.checkNote && <p>{t('staff:directory.checkNote', { note: p.checkNote })}</p>}
                  {admin && (
                    <button type="button" className="btn btn--secondary" onClick={() => edit(p)}>
                      {t('staff:directory.edit', { name: p.profile.name[lng] })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      )}
    </StaffPage>
  );
}
