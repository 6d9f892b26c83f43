import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FUNNEL_STEPS,
  TEXT_OUTCOMES,
  USAGE_DEVICES,
  USAGE_OUTCOMES,
  type UsageDay,
  type UsageResponse,
} from '@cyr/schemas/staff';
import { rangeQuery } from '../api';
import { useStaffData } from '../useStaffData';
import { LineChartWithTable } from '../components/Charts';
import { DateRangeForm, defaultRange, Loaded, StaffPage, type DateRange } from '../components/StaffPage';

type Group = 'funnel' | 'outcomes' | 'languages' | 'devices' | 'texts';

const GROUPS: { group: Group; keys: readonly string[]; title: string; label: (k: string) => string }[] = [
  { group: 'funnel', keys: FUNNEL_STEPS, title: 'staff:usage.funnel', label: (k) => `staff:usage.funnelSteps.${k}` },
  {
    group: 'outcomes',
    keys: USAGE_OUTCOMES,
    title: 'staff:usage.outcomes',
    label: (k) => `staff:usage.outcomeKinds.${k}`,
  },
  { group: 'languages', keys: ['en', 'es'], title: 'staff:usage.languages', label: (k) => `staff:languages.${k}` },
  { group: 'devices', keys: USAGE_DEVICES, title: 'staff:usage.devices', label: (k) => `staff:usage.deviceKinds.${k}` },
  // Texts are counted whether or not they are on now (texts sent before SMS_PROVIDER was unset still show).
  { group: 'texts', keys: TEXT_OUTCOMES, title: 'staff:usage.texts', label: (k) => `staff:usage.textOutcomes.${k}` },
];

const valuesOf = (day: UsageDay, group: Group): Record<string, number> => ({ ...day[group] });

/**
 * Daily usage counts (no personal data): the checker funnel, outcomes, language, device and texts, each with its
 * table; and the funders' CSV exports of the same dates (help requests by week, language and status; usage by
 * day), counts only.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(defaultRange);
  const usage = useStaffData<UsageResponse>(`/api/staff/usage${rangeQuery(range)}`);
  return (
    <StaffPage title={t('staff:usage.title')} intro={t('staff:usage.intro')}>
      <DateRangeForm value={range} onChange={setRange} />
      <section className="staff-box" aria-labelledby="staff-usage-exports">
        <h2 id="staff-usage-exports">{t('staff:usage.exportsTitle')}</h2>
        <p>{t('staff:usage.exportsIntro')}</p>
        <p className="button-group">
          <a className="btn btn--secondary" href={`/api/staff/exports/requests.csv${rangeQuery(range)}`} download>
            {t('staff:usage.requestsCsv')}
          </a>
          <a className="btn btn--secondary" href={`/api/staff/exports/usage.csv${rangeQuery(range)}`} download>
            {t('staff:usage.usageCsv')}
          </a>
        </p>
      </section>
      <Loaded loading={usage.loading} error={usage.error} onRetry={usage.reload}>
        {() =>
          usage.data && (
            <div className="staff-charts">
              {GROUPS.map((g) => (
                <LineChartWithTable
                  key={g.group}
                  title={t(g.title)}
                  headingLevel={2}
                  series={g.keys.map((k) => ({ key: k, label: t(g.label(k)) }))}
                  days={(usage.data?.days ?? []).map((d) => ({ date: d.day, values: valuesOf(d, g.group) }))}
                />
              ))}
            </div>
          )
        }
      </Loaded>
    </StaffPage>
  );
}
