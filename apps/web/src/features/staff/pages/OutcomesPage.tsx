import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OUTCOME_BREAKDOWN_COLUMNS,
  OUTCOME_FUNNEL_STEPS,
  type OutcomeBreakdownRow,
  type OutcomesReport,
} from '@cyr/schemas/outcomes';
import { rangeQuery } from '../api';
import { useStaffData } from '../useStaffData';
import { BarChartWithTable, GroupedBarChartWithTable } from '../components/Charts';
import { formatMonth } from '@cyr/i18n/dates';
import { Loaded, StaffPage } from '../components/StaffPage';
import { courts } from '../../../lib/county';

/**
 * The Outcomes page (issue #38; docs/api/staff.md "Outcomes"): what people told the follow-ups, as the funnel
 * from results to an order, by route, court and month, the median days from filing to the order and the stuck
 * reasons, each chart with its table, and the CSV of the same figures. The server withholds figures from 1 to 4
 * (`null`); the charts show them as "fewer than 5".
 */

interface MonthRange {
  from: string;
  to: string;
}

/** The from/to months (empty: the server's default, the twelve months to this one); applied when submitted. */
function MonthRangeForm({ value, onChange }: { value: MonthRange; onChange: (r: MonthRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  useEffect(() => {
    setFrom(value.from);
    setTo(value.to);
  }, [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ from, to });
  };
  const field = (key: 'from' | 'to', v: string, set: (s: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {t(`staff:outcomes.${key}`)}
      </label>
      <p className="field__hint" id={`${id}-${key}-hint`}>
        {t('staff:outcomes.monthHint')}
      </p>
      <input
        id={`${id}-${key}`}
        className="input"
        type="month"
        value={v}
        pattern="[0-9]{4}-[0-9]{2}"
        aria-describedby={`${id}-${key}-hint`}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );
  return (
    <form className="staff-range" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className="staff-range__fields">
        <legend id={`${id}-legend`}>{t('staff:outcomes.months')}</legend>
        {field('from', from, setFrom)}
        {field('to', to, setTo)}
        <button type="submit" className="btn btn--primary">
          {t('staff:common.apply')}
        </button>
      </fieldset>
    </form>
  );
}

export function OutcomesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language === 'es' ? 'es' : 'en';
  const [range, setRange] = useState<MonthRange>({ from: '', to: '' });
  const q = rangeQuery(range);
  const report = useStaffData<OutcomesReport>(`/api/staff/outcomes${q}`);
  const fmt = new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US');

  const columns = OUTCOME_BREAKDOWN_COLUMNS.map((c) => ({ key: c, label: t(`staff:outcomes.steps.${c}`) }));
  const valuesOf = (row: OutcomeBreakdownRow) => Object.fromEntries(OUTCOME_BREAKDOWN_COLUMNS.map((c) => [c, row[c]]));
  const breakdown = (rows: readonly OutcomeBreakdownRow[], label: (key: string) => string) =>
    rows.map((row) => ({ key: row.key, label: label(row.key), values: valuesOf(row) }));

  return (
    <StaffPage title={t('staff:outcomes.title')} intro={t('staff:outcomes.intro')}>
      <MonthRangeForm value={range} onChange={setRange} />
      <Loaded loading={report.loading} error={report.error} onRetry={report.reload}>
        {() => {
          const r = report.data;
          if (!r) return null;
          return (
            <>
              <p data-testid="outcomes-range">
                {formatMonth(r.from, lng, 'short')} – {formatMonth(r.to, lng, 'short')}
              </p>
              <p>
                <a className="btn btn--secondary" href={`/api/staff/outcomes.csv${q}`} download>
                  {t('staff:common.downloadCsv')}
                </a>
              </p>
              <dl className="staff-figures" data-testid="outcomes-median">
                <div>
                  <dt>{t('staff:outcomes.daysToOrder')}</dt>
                  <dd data-figure="medianDaysToOrder">
                    {r.medianDaysToOrder === null
                      ? t('staff:outcomes.noMedian')
                      : t('staff:outcomes.daysToOrderValue', { days: fmt.format(r.medianDaysToOrder) })}
                  </dd>
                </div>
                <div>
                  <dt>{t('staff:outcomes.decidedWithMonths')}</dt>
                  <dd data-figure="decidedWithMonths">
                    {r.decidedWithMonths === null ? t('staff:outcomes.withheld') : fmt.format(r.decidedWithMonths)}
                  </dd>
                </div>
              </dl>
              <div className="staff-charts">
                <BarChartWithTable
                  title={t('staff:outcomes.funnel')}
                  headingLevel={2}
                  labelHeading={t('staff:outcomes.step')}
                  valueHeading={t('staff:outcomes.petitions')}
                  rows={OUTCOME_FUNNEL_STEPS.map((s) => ({
                    key: s,
                    label: t(`staff:outcomes.steps.${s}`),
                    value: r.funnel[s],
                  }))}
                />
                {r.byRoute.length === 0 ? (
                  <p>{t('staff:outcomes.none')}</p>
                ) : (
                  <>
                    <GroupedBarChartWithTable
                      title={t('staff:outcomes.byRoute')}
                      headingLevel={2}
                      rowHeading={t('staff:outcomes.route')}
                      series={columns}
                      rows={r.byRoute.map((row) => ({
                        key: `${row.kind}:${row.key}`,
                        label: t('staff:outcomes.routeLabel', {
                          kind: t(`staff:outcomes.kinds.${row.kind}`),
                          section: row.key,
                        }),
                        values: valuesOf(row),
                      }))}
                    />
                    <GroupedBarChartWithTable
                      title={t('staff:outcomes.byCourt')}
                      headingLevel={2}
                      rowHeading={t('staff:outcomes.court')}
                      series={columns}
                      rows={breakdown(r.byCourt, (k) => courts.label(k, lng))}
                    />
                    <GroupedBarChartWithTable
                      title={t('staff:outcomes.byMonth')}
                      headingLevel={2}
                      rowHeading={t('staff:outcomes.month')}
                      series={columns}
                      rows={breakdown(r.byMonth, (k) => formatMonth(k, lng, 'short'))}
                    />
                  </>
                )}
                <BarChartWithTable
                  title={t('staff:outcomes.stuck')}
                  headingLevel={2}
                  labelHeading={t('staff:outcomes.reason')}
                  valueHeading={t('staff:outcomes.petitions')}
                  rows={r.stuck.map((s) => ({
                    key: s.reason,
                    label: t(`staff:outcomes.stuckReasons.${s.reason}`),
                    value: s.count,
                  }))}
                />
              </div>
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}
