import { formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffMe, StaffPasskeyList } from '@cyr/schemas/staff';
import { TextField } from '../../../components/TextField';
import { staffApi, StaffApiError } from '../api';
import { useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';

/**
 * The signed-in member's own settings: the language of the console and of the emails they receive (an
 * assignment, the overdue digest, a lock), and their passkeys, a second factor beside the authenticator app
 * (docs/decisions/0092-staff-passkeys.md).
 */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('staff:account.title')} intro={t('staff:account.intro')}>
      <LanguageSetting />
      <Passkeys />
    </StaffPage>
  );
}

function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const { me, refresh } = useStaffSession();
  const id = useId();
  const [language, setLanguage] = useState<'en' | 'es'>(me?.language ?? 'en');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await staffApi.put<StaffMe>('/api/staff/me/language', { language });
      await refresh();
      if (i18n.language !== language) await i18n.changeLanguage(language);
      setNotice({ kind: 'success', text: t('staff:common.saved') });
    } catch (err) {
      setNotice({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    }
  };

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('staff:account.languageTitle')}</h2>
      <form className="staff-inline-form" onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-lang`}>
            {t('staff:account.language')}
          </label>
          <p className="field__hint" id={`${id}-hint`}>
            {t('staff:account.languageHint')}
          </p>
          <select
            id={`${id}-lang`}
            className="select"
            aria-describedby={`${id}-hint`}
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'es' ? 'es' : 'en')}
          >
            <option value="en">{t('staff:languages.en')}</option>
            <option value="es">{t('staff:languages.es')}</option>
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          {t('staff:common.save')}
        </button>
      </form>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
    </section>
  );
}

function Passkeys() {
  const { t, i18n } = useTranslation();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const id = useId();
  const list = useStaffData<StaffPasskeyList>('/api/staff/passkeys');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const supported = browserSupportsWebAuthn();

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t('staff:account.passkeyNameRequired'));
      return;
    }
    setNameError(undefined);
    setBusy(true);
    setNotice(null);
    try {
      const optionsJSON = await staffApi.post<PublicKeyCredentialCreationOptionsJSON>('/api/staff/passkeys/options');
      const credential = await startRegistration({ optionsJSON });
      list.setData(await staffApi.post<StaffPasskeyList>('/api/staff/passkeys', { name: name.trim(), credential }));
      setNotice({ kind: 'success', text: t('staff:account.passkeyAdded', { name: name.trim() }) });
      setName('');
    } catch (err) {
      setNotice({
        kind: 'error',
        text: err instanceof StaffApiError ? (err.text ?? t('staff:error')) : t('staff:account.passkeyCancelled'),
      });
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (keyId: string, keyName: string) => {
    setNotice(null);
    try {
      list.setData(await staffApi.delete<StaffPasskeyList>(`/api/staff/passkeys/${encodeURIComponent(keyId)}`));
      setNotice({ kind: 'success', text: t('staff:account.passkeyRemoved', { name: keyName }) });
    } catch (err) {
      setNotice({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    }
  };

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('staff:account.passkeysTitle')}</h2>
      <p>{t('staff:account.passkeysIntro')}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() => {
          const data = list.data;
          if (!data) return null;
          return (
            <>
              {data.passkeys.length === 0 ? (
                <p>{t('staff:account.noPasskeys')}</p>
              ) : (
                <ul className="staff-passkeys">
                  {data.passkeys.map((k) => (
                    <li key={k.id}>
                      <span>
                        <strong>
                          <bdi>{k.name}</bdi>
                        </strong>{' '}
                        {t('staff:account.passkeyAddedOn', { date: formatInstant(k.createdAt, lng) })}
                        {k.lastUsedAt &&
                          ` · ${t('staff:account.passkeyUsed', { date: formatInstant(k.lastUsedAt, lng) })}`}
                      </span>
                      <button type="button" className="btn btn--secondary" onClick={() => void onRemove(k.id, k.name)}>
                        {t('staff:account.removePasskey', { name: k.name })}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {!data.available ? (
                <p>{t('staff:account.passkeysUnavailable')}</p>
              ) : !supported ? (
                <p>{t('staff:account.passkeysUnsupported')}</p>
              ) : (
                <form className="staff-inline-form" onSubmit={(e) => void onAdd(e)} noValidate>
                  <TextField
                    id={`${id}-name`}
                    label={t('staff:account.passkeyName')}
                    hint={t('staff:account.passkeyNameHint')}
                    value={name}
                    maxLength={60}
                    onChange={(e) => setName(e.target.value)}
                    error={nameError}
                  />
                  <button type="submit" className="btn btn--primary" disabled={busy}>
                    {t('staff:account.addPasskey')}
                  </button>
                </form>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
