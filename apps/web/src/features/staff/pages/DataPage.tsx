import { formatDate, formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import type {
  DataOverview,
  ImportDetail,
  ImportRow,
  QuarantineDecisionResponse,
  SyncStartResponse,
} from '@cyr/schemas/staff';
import { staffApi, StaffApiError } from '../api';
import { mayUseArea, useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, ScrollRegion, Notice, StaffPage } from '../components/StaffPage';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Statuses that went wrong: shown with a mark and in bold, not by colour alone. */
const BAD = new Set(['failed', 'refused', 'quarantined', 'rejected']);

function StatusCell({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const label = t(`staff:data.statuses.${row.status}`, { defaultValue: row.status });
  if (!BAD.has(row.status)) return <>{label}</>;
  return (
    <strong className={`staff-status staff-status--${row.status === 'quarantined' ? 'warning' : 'bad'}`}>
      <span aria-hidden="true" className="staff-status__mark">
        {row.status === 'quarantined' ? '!' : '✕'}
      </span>
      {label}
    </strong>
  );
}

/** An attempt's import report, fetched when opened (`<details>`: keyboard and screen readers know it). */
function ReportDetails({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detail = useStaffData<ImportDetail>(open ? `/api/staff/data/imports/${encodeURIComponent(row.id)}` : null);
  return (
    <details className="staff-report" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('staff:data.showReport')}</summary>
      {open && (
        <Loaded loading={detail.loading} error={detail.error} onRetry={detail.reload}>
          {() =>
            detail.data && (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: a keyboard user scrolls it
              <pre className="staff-report__json" tabIndex={0}>
                {JSON.stringify({ report: detail.data.report, quality: detail.data.quality }, null, 2)}
              </pre>
            )
          }
        </Loaded>
      )}
    </details>
  );
}

/**
 * The court data's freshness: a warning when no import has succeeded in the last eight days, the quarantined
 * files an admin accepts or rejects, the last imports and syncs (failed ones marked) with their reports, and a
 * button for an admin to start a sync.
 */
export function DataPage() {
  const { t, i18n } = useTranslation();
  const { me } = useStaffSession();
  const admin = mayUseArea(me, 'dataDecisions');
  const overview = useStaffData<DataOverview>('/api/staff/data');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      setMessage({ kind: 'success', text: done });
      overview.reload();
    } catch (err) {
      setMessage({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    } finally {
      setBusy(false);
    }
  };

  const decide = (row: ImportRow, decision: 'accept' | 'reject') =>
    void act(
      () =>
        staffApi.post<QuarantineDecisionResponse>(`/api/staff/data/imports/${encodeURIComponent(row.id)}/decision`, {
          decision,
        }),
      decision === 'accept' ? t('staff:data.accepted') : t('staff:data.rejected'),
    );

  return (
    <StaffPage title={t('staff:data.title')} intro={t('staff:data.intro')}>
      <div aria-live="polite">{message && <Notice kind={message.kind}>{message.text}</Notice>}</div>
      <Loaded loading={overview.loading && !overview.data} error={overview.error} onRetry={overview.reload}>
        {() => {
          const d = overview.data;
          if (!d) return null;
          const failed = d.imports.filter((r) => r.status === 'failed' || r.status === 'refused').length;
          return (
            <>
              <DataInUseNotice d={d} lng={lng} />

              {admin && (
                <p>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy || d.syncRunning}
                    onClick={() =>
                      void act(
                        () => staffApi.post<SyncStartResponse>('/api/staff/data/sync'),
                        t('staff:data.syncStarted'),
                      )
                    }
                  >
                    {t('staff:data.startSync')}
                  </button>
                </p>
              )}
              {d.syncRunning && <p role="status">{t('staff:data.syncRunning')}</p>}

              <section aria-labelledby="staff-data-quarantine">
                <h2 id="staff-data-quarantine">{t('staff:data.quarantine')}</h2>
                {d.quarantined.length === 0 ? (
                  <p>{t('staff:data.noQuarantine')}</p>
                ) : (
                  <ul className="staff-log">
                    {d.quarantined.map((row) => (
                      <li key={row.id} className="staff-quarantine">
                        <p>
                          <StatusCell row={row} /> · {row.fileName} · {formatInstant(row.startedAt, lng)}
                        </p>
                        {row.message && <p lang="en">{row.message}</p>}
                        <ReportDetails row={row} />
                        {admin && row.acceptable && (
                          <div className="button-group">
                            <button
                              type="button"
                              className="btn btn--primary"
                              disabled={busy}
                              onClick={() => decide(row, 'accept')}
                            >
                              {t('staff:data.accept')}
                            </button>
                            <button
                              type="button"
                              className="btn btn--secondary"
                              disabled={busy}
                              onClick={() => decide(row, 'reject')}
                            >
                              {t('staff:data.reject')}
                            </button>
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="staff-data-imports">
                <h2 id="staff-data-imports">{t('staff:data.imports')}</h2>
                {failed > 0 && (
                  <p>
                    <strong className="staff-status staff-status--bad">
                      <span aria-hidden="true" className="staff-status__mark">
                        ✕
                      </span>
                      {t('staff:data.failedCount', { count: failed })}
                    </strong>
                  </p>
                )}
                {d.imports.length === 0 ? (
                  <p>{t('staff:data.noImports')}</p>
                ) : (
                  <ScrollRegion label={t('staff:data.imports')}>
                    <table className="staff-table staff-imports">
                      <caption className="visually-hidden">{t('staff:data.imports')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('staff:data.started')}</th>
                          <th scope="col">{t('staff:data.origin')}</th>
                          <th scope="col">{t('staff:data.status')}</th>
                          <th scope="col">{t('staff:data.file')}</th>
                          <th scope="col" className="staff-table__num">
                            {t('staff:data.cases')}
                          </th>
                          <th scope="col">{t('staff:data.dataDate')}</th>
                          <th scope="col">{t('staff:data.report')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.imports.map((row) => (
                          <tr key={row.id} data-status={row.status}>
                            <th scope="row">{formatInstant(row.startedAt, lng)}</th>
                            <td>{t(`staff:data.origins.${row.origin}`, { defaultValue: row.origin })}</td>
                            <td>
                              <StatusCell row={row} />
                              {row.message && (
                                // The import's own words, written by the server in English.
                                <p className="staff-imports__message" lang="en">
                                  {row.message}
                                </p>
                              )}
                            </td>
                            <td className="staff-imports__file">{row.fileName}</td>
                            <td className="staff-table__num">{row.cases ?? '—'}</td>
                            <td>{row.dataDate ? formatDate(row.dataDate, lng, 'medium') : '—'}</td>
                            <td>
                              <ReportDetails row={row} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollRegion>
                )}
              </section>
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}

/**
 * What the site searches now, said the same way as the county report, and what to do when it is out of date:
 * the demo county (no import yet), no data at all, or an import older than eight days.
 */
function DataInUseNotice({ d, lng }: { d: DataOverview; lng: Language }) {
  const { t } = useTranslation();
  const f = d.freshness;
  const n = new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US');
  const inUse =
    d.inUse.source === 'none'
      ? t('staff:data.inUseNone')
      : t(d.inUse.source === 'seed' ? 'staff:data.inUseSeed' : 'staff:data.inUseImport', {
          cases: n.format(d.inUse.cases),
          date: d.inUse.dataEndDate ? formatDate(d.inUse.dataEndDate, lng, 'medium') : '—',
        });
  const county = d.countyReport
    ? t('staff:data.countyReport', {
        at: formatInstant(d.countyReport.createdAt, lng),
        date: d.countyReport.dataEndDate ? formatDate(d.countyReport.dataEndDate, lng, 'medium') : '—',
        people: n.format(d.countyReport.people),
      })
    : null;
  const countyOld = d.countyReport !== null && d.countyReport.dataEndDate !== d.inUse.dataEndDate;
  return (
    <>
      {f.stale ? (
        <Alert variant="warning" role="alert" heading={t('staff:data.staleTitle')}>
          <p>
            {f.lastSuccessAt
              ? t('staff:data.stale', { days: f.staleAfterDays, date: formatInstant(f.lastSuccessAt, lng) })
              : t('staff:data.staleNoImport')}
          </p>
          <p>{inUse}</p>
          <p>{t('staff:data.whatToDo')}</p>
        </Alert>
      ) : (
        <p>
          {f.lastSuccessAt && t('staff:data.fresh', { date: formatInstant(f.lastSuccessAt, lng) })} {inUse}
        </p>
      )}
      {county && (
        <p>
          {county} {countyOld && t('staff:data.countyReportOld')}
        </p>
      )}
    </>
  );
}
