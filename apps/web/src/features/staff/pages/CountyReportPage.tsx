import { formatDate, formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTY_OUTCOMES, type CountyCounts } from '@cyr/schemas/county-report';
import type { CountyReportJobResponse, StaffCountyReport } from '@cyr/schemas/staff';
import { staffApi, StaffApiError } from '../api';
import { mayUseArea, useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { BarChartWithTable, GroupedBarChartWithTable } from '../components/Charts';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';

/** How often the page asks how far a running report has gone. */
const POLL_MS = 2000;

/**
 * An admin starts a county report here; its progress is asked for every two seconds while it runs, and the
 * page shows the new report when it ends.
 */
function RunReport({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const job = useStaffData<CountyReportJobResponse>('/api/staff/county-report/job');
  const [error, setError] = useState<string | null>(null);
  const running = job.data?.job?.finishedAt === null;
  const { reload } = job;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, job.data, reload]);

  const finishedAt = job.data?.job?.finishedAt;
  useEffect(() => {
    if (finishedAt) onDone();
  }, [finishedAt, onDone]);

  const start = async () => {
    setError(null);
    try {
      job.setData(await staffApi.post<CountyReportJobResponse>('/api/staff/county-report/run'));
    } catch (err) {
      setError((err instanceof StaffApiError && err.text) || t('staff:error'));
    }
  };

  const j = job.data?.job;
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const pct = j?.progress && j.progress.total > 0 ? Math.floor((100 * j.progress.done) / j.progress.total) : 0;
  return (
    <section className="staff-box" aria-labelledby="staff-county-run">
      <h2 id="staff-county-run">{t('staff:county.runTitle')}</h2>
      <p>{t('staff:county.runIntro')}</p>
      <button type="button" className="btn btn--primary" disabled={running} onClick={() => void start()}>
        {t('staff:county.run')}
      </button>
      {error && <Notice kind="error">{error}</Notice>}
      <div role="status" aria-live="polite">
        {j && running && (
          <>
            <p>{t('staff:county.running', { pct, at: formatInstant(j.startedAt, lng) })}</p>
            <progress className="staff-progress" max={100} value={pct} aria-label={t('staff:county.runTitle')}>
              {pct}%
            </progress>
          </>
        )}
        {j?.finishedAt && (
          <p>
            {j.status === 'ok'
              ? t('staff:county.runDone', { at: formatInstant(j.finishedAt, lng) })
              : t('staff:county.runFailed', { at: formatInstant(j.finishedAt, lng) })}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The county report's figures (the newest `npm run report:county`; docs/decisions/0054-county-report.md):
 * the plain-words summary a director can quote (the server writes it in both languages), the data date,
 * people and cases by outcome and later eligibility by year as charts with their tables, and the CSV.
 */
export function CountyReportPage() {
  const { t, i18n } = useTranslation();
  const { me } = useStaffSession();
  const report = useStaffData<StaffCountyReport>('/api/staff/county-report');
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const fmt = new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US');
  const outcomeRows = (counts: CountyCounts) =>
    COUNTY_OUTCOMES.map((o) => ({ key: o, label: t(`staff:county.outcomes.${o}`), value: counts[o] }));

  return (
    <StaffPage title={t('staff:county.title')} intro={t('staff:county.intro')}>
      {mayUseArea(me, 'countyRun') && <RunReport onDone={report.reload} />}
      <Loaded
        loading={report.loading}
        error={report.error?.code === 'no_county_report' ? null : report.error}
        onRetry={report.reload}
      >
        {() => {
          if (report.error?.code === 'no_county_report') return <p>{t('staff:county.noneYet')}</p>;
          const data = report.data;
          if (!data) return null;
          const r = data.report;
          return (
            <>
              <p className="staff-county__date">
                {r.dataEndDate
                  ? t('staff:county.dataDate', {
                      date: formatDate(r.dataEndDate, lng, 'medium'),
                      asOf: formatDate(r.asOf, lng, 'medium'),
                    })
                  : t('staff:county.noDataDate', { asOf: formatDate(r.asOf, lng, 'medium') })}
              </p>
              <p>{t('staff:county.generated', { at: formatInstant(r.generatedAt, lng) })}</p>
              {data.inUse.dataEndDate !== r.dataEndDate && (
                <p className="callout">
                  {t('staff:county.outOfDate', {
                    date: data.inUse.dataEndDate ? formatDate(data.inUse.dataEndDate, lng, 'medium') : '—',
                  })}
                </p>
              )}
              <section className="staff-summary" aria-labelledby="staff-county-summary">
                <h2 id="staff-county-summary">{t('staff:county.summaryTitle')}</h2>
                <blockquote className="staff-summary__quote" data-testid="county-summary">
                  <p>{data.summary[lng]}</p>
                </blockquote>
              </section>
              <p>
                <a className="btn btn--secondary" href="/api/staff/county-report.csv" download>
                  {t('staff:common.downloadCsv')}
                </a>
              </p>
              <dl className="staff-figures" data-testid="county-totals">
                <div>
                  <dt>{t('staff:county.people')}</dt>
                  <dd data-figure="people">{fmt.format(r.totals.people)}</dd>
                </div>
                <div>
                  <dt>{t('staff:county.eligibleNow')}</dt>
                  <dd data-figure="eligibleNow">{fmt.format(r.people.eligibleNow)}</dd>
                </div>
                <div>
                  <dt>{t('staff:county.cases')}</dt>
                  <dd data-figure="cases">{fmt.format(r.totals.cases)}</dd>
                </div>
                <div>
                  <dt>{t('staff:county.casesLeftOut')}</dt>
                  <dd data-figure="casesLeftOut">{fmt.format(r.totals.casesLeftOut)}</dd>
                </div>
              </dl>
              <div className="staff-charts">
                <BarChartWithTable
                  title={t('staff:county.outcomeChart')}
                  headingLevel={2}
                  labelHeading={t('staff:county.outcome')}
                  valueHeading={t('staff:county.people')}
                  rows={outcomeRows(r.people.atLeastOne)}
                />
                <BarChartWithTable
                  title={t('staff:county.firstChart')}
                  headingLevel={2}
                  total
                  labelHeading={t('staff:county.outcome')}
                  valueHeading={t('staff:county.people')}
                  rows={outcomeRows(r.people.first)}
                />
                <BarChartWithTable
                  title={t('staff:county.casesChart')}
                  headingLevel={2}
                  total
                  labelHeading={t('staff:county.outcome')}
                  valueHeading={t('staff:county.cases')}
                  rows={outcomeRows(r.cases)}
                />
                {r.laterByYear.length > 0 && (
                  <GroupedBarChartWithTable
                    title={t('staff:county.yearsChart')}
                    headingLevel={2}
                    rowHeading={t('staff:county.year')}
                    series={[
                      { key: 'nondisclosure', label: t('staff:county.nondisclosure') },
                      { key: 'expunction', label: t('staff:county.expunction') },
                    ]}
                    rows={r.laterByYear.map((y) => ({
                      key: String(y.year),
                      label: String(y.year),
                      values: { nondisclosure: y.nondisclosure.people, expunction: y.expunction.people },
                    }))}
                  />
                )}
                <BarChartWithTable
                  title={t('staff:county.ifAnsweredNoChart')}
                  headingLevel={2}
                  labelHeading={t('staff:county.outcome')}
                  valueHeading={t('staff:county.people')}
                  rows={outcomeRows(r.ifAnsweredNo.people.atLeastOne)}
                />
              </div>
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}
