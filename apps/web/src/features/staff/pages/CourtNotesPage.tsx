import { formatDate } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURT_NOTE_MAX_LENGTH,
  COURT_NOTE_TOPICS,
  type CourtNote,
  type CourtNoteBody,
  type CourtNoteTopic,
} from '@cyr/schemas/outcomes';
import { TextArea, TextField } from '../../../components/TextField';
import { staffApi, StaffApiError } from '../api';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';
import { courts, todayInCounty } from '../../../lib/county';

/**
 * Court notes (issue #38; docs/api/staff.md "Court notes"): what staff know of each court's practice (how it sets
 * hearings, whether the State usually objects, the typical wait), each in English and Spanish, with the day it was
 * checked. A person whose case was heard in the court reads them on the steps page. Every change is audited by the
 * server; every topic empty deletes the court's notes.
 */

type Fields = Omit<CourtNoteBody, 'checkedOn'>;
const FIELD_KEYS = COURT_NOTE_TOPICS.flatMap((t) => [`${t}_en`, `${t}_es`] as const);

const emptyFields = (): Fields => Object.fromEntries(FIELD_KEYS.map((k) => [k, ''])) as unknown as Fields;

function fieldsOf(note: CourtNote | undefined): Fields {
  if (!note) return emptyFields();
  const out = emptyFields();
  for (const topic of COURT_NOTE_TOPICS) {
    out[`${topic}_en`] = note[topic].en;
    out[`${topic}_es`] = note[topic].es;
  }
  return out;
}

/** The server's field codes (`required`, `too_long`, `invalid`) as the console says them. */
const errorKey = (code: string) =>
  code === 'required'
    ? 'staff:courtNotes.errors.required'
    : code === 'too_long'
      ? 'staff:courtNotes.errors.tooLong'
      : 'staff:courtNotes.errors.invalid';

export function CourtNotesPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const list = useStaffData<{ notes: CourtNote[] }>('/api/staff/courts');
  const [court, setCourt] = useState('');
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [checkedOn, setCheckedOn] = useState(() => todayInCounty(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const notes = list.data?.notes ?? [];
  const choose = (code: string) => {
    setCourt(code);
    const note = notes.find((n) => n.court === code);
    setFields(fieldsOf(note));
    setCheckedOn(note?.checkedOn ?? todayInCounty(new Date()));
    setErrors({});
    setMessage(null);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!court) return;
    setBusy(true);
    setMessage(null);
    try {
      const { note } = await staffApi.put<{ note: CourtNote | null }>(`/api/staff/courts/${court}`, {
        ...fields,
        checkedOn,
      });
      setErrors({});
      const name = courts.label(court, lng);
      setMessage({
        kind: 'success',
        text: t(note ? 'staff:courtNotes.saved' : 'staff:courtNotes.deleted', { court: name }),
      });
      list.setData({
        notes: [...notes.filter((n) => n.court !== court), ...(note ? [note] : [])].sort((a, b) =>
          a.court.localeCompare(b.court),
        ),
      });
    } catch (err) {
      const fieldErrors = err instanceof StaffApiError && err.fields ? err.fields : {};
      setErrors(fieldErrors);
      setMessage({
        kind: 'error',
        text:
          Object.keys(fieldErrors).length > 0
            ? t('staff:courtNotes.invalid')
            : (err instanceof StaffApiError && err.text) || t('staff:error'),
      });
    } finally {
      setBusy(false);
    }
  };

  const topicFields = (topic: CourtNoteTopic) => (
    <fieldset key={topic} className="fieldset">
      <legend className="fieldset__legend">{t(`staff:courtNotes.topics.${topic}`)}</legend>
      {(['en', 'es'] as const).map((l) => {
        const key = `${topic}_${l}` as const;
        return (
          <TextArea
            key={key}
            id={`${id}-${key}`}
            label={t(l === 'en' ? 'staff:courtNotes.english' : 'staff:courtNotes.spanish')}
            lang={l}
            rows={3}
            maxLength={COURT_NOTE_MAX_LENGTH}
            value={fields[key]}
            error={errors[key] ? errorKey(errors[key]) : undefined}
            onChange={(ev) => setFields((f) => ({ ...f, [key]: ev.target.value }))}
          />
        );
      })}
    </fieldset>
  );

  return (
    <StaffPage title={t('staff:courtNotes.title')} intro={t('staff:courtNotes.intro')}>
      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() => (
          <>
            <section className="staff-box" aria-labelledby={`${id}-with`}>
              <h2 id={`${id}-with`}>{t('staff:courtNotes.withNotes')}</h2>
              {notes.length === 0 ? (
                <p>{t('staff:courtNotes.noneYet')}</p>
              ) : (
                <ul className="staff-log" data-testid="court-notes-list">
                  {notes.map((n) => (
                    <li key={n.court}>
                      <button type="button" className="btn btn--link" onClick={() => choose(n.court)}>
                        {courts.label(n.court, lng)}
                      </button>{' '}
                      <span className="staff-log__meta">
                        {t('staff:courtNotes.lastChecked', { date: formatDate(n.checkedOn, lng, 'medium') })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <form className="staff-box" onSubmit={(e) => void save(e)} noValidate>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-court`}>
                  {t('staff:courtNotes.court')}
                </label>
                <select id={`${id}-court`} className="select" value={court} onChange={(e) => choose(e.target.value)}>
                  <option value="">{t('staff:courtNotes.chooseCourt')}</option>
                  {courts.list.map((c) => (
                    <option key={c.code} value={c.code}>
                      {courts.label(c.code, lng)}
                      {notes.some((n) => n.court === c.code) ? '' : ` (${t('staff:courtNotes.noNotes')})`}
                    </option>
                  ))}
                </select>
              </div>
              {court && (
                <>
                  <h2>{courts.label(court, lng)}</h2>
                  {message && <Notice kind={message.kind}>{message.text}</Notice>}
                  <p>{t('staff:courtNotes.clearHint')}</p>
                  {COURT_NOTE_TOPICS.map(topicFields)}
                  <TextField
                    id={`${id}-checked`}
                    label={t('staff:courtNotes.checkedOn')}
                    type="date"
                    value={checkedOn}
                    error={errors.checkedOn ? errorKey(errors.checkedOn) : undefined}
                    onChange={(e) => setCheckedOn(e.target.value)}
                  />
                  <button type="submit" className="btn btn--primary" disabled={busy}>
                    {t('staff:courtNotes.save')}
                  </button>
                </>
              )}
            </form>
          </>
        )}
      </Loaded>
    </StaffPage>
  );
}
