import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicRun, ClinicStarted } from '@cyr/schemas/clinic';
import { staffApi, StaffApiError } from '../api';
import { Notice, ScrollRegion, StaffPage } from '../components/StaffPage';

/** Seconds between two looks at a running list. */
const POLL_MS = 1000;

/** How many times a screen reader hears the count while a list runs: at the start and at each quarter. */
const SAID_STEPS = 4;

/** Which step of the run `done` of `total` has reached (0 to SAID_STEPS). */
export function progressStep(done: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(done, total) * SAID_STEPS) / total) : 0;
}

/**
 * Clinic day (docs/decisions/0108-clinic-day.md): upload a CSV of clients, watch the progress bar while the server
 * works through it, read each row's result or error, and download the ZIP once (the server then deletes the run).
 */
export function ClinicPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<'en' | 'es'>(i18n.language === 'es' ? 'es' : 'en');
  const [runId, setRunId] = useState<string | null>(null);
  const [run, setRun] = useState<ClinicRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [busy, setBusy] = useState(false);
  // The count said to screen readers: changed at the start and at each quarter, not at every look.
  const [said, setSaid] = useState<{ step: number; done: number; total: number } | null>(null);

  // While a run goes on, look at it every second.
  useEffect(() => {
    if (!runId) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      staffApi.get<ClinicRun>(`/api/staff/clinic/${runId}`, ctl.signal).then(
        (r) => {
          setRun(r);
          if (r.status === 'running') {
            const step = progressStep(r.done, r.total);
            setSaid((prev) => (prev && prev.step >= step ? prev : { step, done: r.done, total: r.total }));
            timer = setTimeout(look, POLL_MS);
          }
        },
        (err: unknown) => {
          if (!ctl.signal.aborted) setError((err instanceof StaffApiError && err.text) || t('staff:error'));
        },
      );
    };
    look();
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [runId, t]);

  const onStart = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError(t('staff:clinic.chooseFile'));
    setBusy(true);
    setRun(null);
    setSaid(null);
    setDownloaded(false);
    try {
      const started = await staffApi.post<ClinicStarted>('/api/staff/clinic', { csv: await file.text(), language });
      setRunId(started.id);
    } catch (err) {
      const reason = err instanceof StaffApiError ? err.fields?.csv : undefined;
      setError(
        reason
          ? t(`staff:clinic.listErrors.${reason}`)
          : (err instanceof StaffApiError && err.text) || t('staff:error'),
      );
    } finally {
      setBusy(false);
    }
  };

  const rows = run?.rows ?? [];
  const errors = rows.filter((r) => r.status === 'error').length;
  return (
    <StaffPage title={t('staff:clinic.title')} intro={t('staff:clinic.intro')}>
      <form className="staff-box" onSubmit={(e) => void onStart(e)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {t('staff:clinic.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-lang`}>
            {t('staff:clinic.language')}
          </label>
          <select
            id={`${id}-lang`}
            className="select"
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'es' ? 'es' : 'en')}
          >
            <option value="en">{t('staff:languages.en')}</option>
            <option value="es">{t('staff:languages.es')}</option>
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy || run?.status === 'running'}>
          {t('staff:clinic.start')}
        </button>
      </form>

      {run?.status === 'running' && (
        <p>
          <label htmlFor={`${id}-progress`}>{t('staff:clinic.progress', { done: run.done, total: run.total })}</label>
          <br />
          <progress id={`${id}-progress`} max={run.total} value={run.done} />
        </p>
      )}
      {/* One polite region: the count at the start and at each quarter (not every second's look), then the end. */}
      <div aria-live="polite" data-testid="clinic-said">
        {run?.status === 'running' && said && (
          <p className="visually-hidden">{t('staff:clinic.progress', { done: said.done, total: said.total })}</p>
        )}
        {error && <Notice kind="error">{error}</Notice>}
        {run?.status === 'failed' && <Notice kind="error">{t('staff:clinic.failed')}</Notice>}
        {run?.status === 'done' && (
          <Notice kind="success">
            {t('staff:clinic.done', { total: rows.length, errors, documents: run.documents ?? 0 })}
          </Notice>
        )}
        {downloaded && <Notice kind="success">{t('staff:clinic.downloaded')}</Notice>}
      </div>

      {run?.status === 'done' && !downloaded && (
        <p>
          <a
            className="btn btn--primary"
            href={`/api/staff/clinic/${run.id}/zip`}
            download="clinic-day.zip"
            onClick={() => setDownloaded(true)}
          >
            {t('staff:clinic.download')}
          </a>
        </p>
      )}

      {rows.length > 0 && (
        <ScrollRegion label={t('staff:common.tableOf', { title: t('staff:clinic.title') })} tall>
          <table className="staff-table">
            <caption className="visually-hidden">{t('staff:clinic.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff:clinic.line')}</th>
                <th scope="col">{t('staff:clinic.name')}</th>
                <th scope="col">{t('staff:clinic.result')}</th>
                <th scope="col">{t('staff:clinic.cases')}</th>
                <th scope="col">{t('staff:clinic.inZip')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line}>
                  <th scope="row">{r.line}</th>
                  <td>{r.name}</td>
                  <td>
                    {r.status === 'error'
                      ? t(`staff:clinic.errors.${r.error ?? 'lookup_failed'}`)
                      : r.status === 'several_people'
                        ? t('staff:clinic.severalPeople')
                        : t('staff:clinic.found')}
                  </td>
                  <td>{r.cases.map((c) => `${c.cause}: ${t(`staff:usage.outcomeKinds.${c.outcome}`)}`).join('; ')}</td>
                  <td>{r.cases.filter((c) => c.inZip).length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </StaffPage>
  );
}
