import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './StaffPage';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, XAxis, YAxis } from 'recharts';

/**
 * The console's charts (Recharts, docs/decisions/0071-staff-charts.md). Each chart is drawn as SVG for sighted
 * readers and followed by its table, which holds the same figures: the table is what a screen reader, a
 * keyboard user or a copy-paste into a spreadsheet uses, so the drawing itself is hidden from assistive
 * technology (`aria-hidden`, with Recharts' keyboard layer off so nothing inside it takes focus). Series
 * differ by line style and marker shape as well as colour (WCAG 1.4.1), in colours with at least 3:1 contrast
 * on white (WCAG 1.4.11).
 */

/** Series styles: colour, dash pattern and marker shape, so no two differ by colour alone. */
export const SERIES_STYLES = [
  { color: '#005ea2', dash: undefined, shape: 'circle' },
  { color: '#b50909', dash: '6 3', shape: 'square' },
  { color: '#216e1f', dash: '2 3', shape: 'triangle' },
  { color: '#54278f', dash: '10 4 2 4', shape: 'diamond' },
  { color: '#5c4809', dash: '12 4', shape: 'circle' },
  { color: '#3d4551', dash: '4 2 4 8', shape: 'square' },
  { color: '#07648d', dash: '1 5', shape: 'triangle' },
] as const;

/** The chart's width: its box's, followed as the window resizes (a fixed one where nothing measures boxes). */
function useWidth(fallback = 640): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const number = (lng: string) => new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US');

/** A figure: heading, the drawing (hidden from assistive technology), then its table. */
function ChartFigure({
  title,
  headingLevel,
  chart,
  table,
}: {
  title: string;
  headingLevel: 2 | 3;
  chart: ReactNode;
  table: ReactNode;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <section className="staff-chart" aria-labelledby={id}>
      <H id={id} className="staff-chart__title">
        {title}
      </H>
      {chart}
      {table}
    </section>
  );
}

export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

/** Horizontal bars, one per row (an answer, an outcome), with the table of the same rows. */
export function BarChartWithTable({
  title,
  rows,
  labelHeading,
  valueHeading,
  headingLevel = 3,
}: {
  title: string;
  rows: BarDatum[];
  labelHeading: string;
  valueHeading: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useWidth();
  const fmt = number(i18n.language);
  const total = rows.reduce((s, r) => s + r.value, 0);
  const labelWidth = Math.min(220, Math.max(90, Math.floor(width * 0.38)));
  const height = 40 + rows.length * 36;
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="bar">
          <BarChart
            width={width}
            height={height}
            data={rows}
            layout="vertical"
            margin={{ top: 8, right: 48, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} stroke="#a9aeb1" />
            <XAxis type="number" allowDecimals={false} stroke="#1b1b1b" />
            <YAxis type="category" dataKey="label" width={labelWidth} stroke="#1b1b1b" interval={0} />
            <Bar
              dataKey="value"
              fill={SERIES_STYLES[0].color}
              isAnimationActive={false}
              label={{ position: 'right', fill: '#1b1b1b' }}
            />
          </BarChart>
        </div>
      }
      table={
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('staff:common.tableOf', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col" className="staff-table__num">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  <td className="staff-table__num">{fmt.format(r.value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('staff:common.total')}</th>
                <td className="staff-table__num">{fmt.format(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      }
    />
  );
}

export interface Series {
  key: string;
  label: string;
}

/** One value per day for each series. */
export interface DayRow {
  date: string;
  values: Record<string, number>;
}

/** Lines over days, one per series, with the table of days × series and a total row. */
export function LineChartWithTable({
  title,
  series,
  days,
  headingLevel = 3,
}: {
  title: string;
  series: Series[];
  days: DayRow[];
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useWidth();
  const fmt = number(i18n.language);
  const data = days.map((d) => ({ date: d.date, ...d.values }));
  const totals = series.map((s) => days.reduce((sum, d) => sum + (d.values[s.key] ?? 0), 0));
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="line">
          <LineChart
            width={width}
            height={280}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#dfe1e2" />
            <XAxis dataKey="date" stroke="#1b1b1b" minTickGap={24} />
            <YAxis allowDecimals={false} stroke="#1b1b1b" width={48} />
            <Legend />
            {series.map((s, i) => {
              const style = SERIES_STYLES[i % SERIES_STYLES.length] ?? SERIES_STYLES[0];
              return (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  type="monotone"
                  stroke={style.color}
                  strokeWidth={2}
                  strokeDasharray={style.dash}
                  legendType={style.shape}
                  dot={{ r: 3 }}
                  isAnimationActive={false}
                />
              );
            })}
          </LineChart>
        </div>
      }
      table={
        <ScrollRegion label={t('staff:common.tableOf', { title })}>
          <table className="staff-table">
            <caption className="visually-hidden">{t('staff:common.tableOf', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff:common.date')}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="staff-table__num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  {series.map((s) => (
                    <td key={s.key} className="staff-table__num">
                      {fmt.format(d.values[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('staff:common.total')}</th>
                {totals.map((v, i) => (
                  <td key={series[i]?.key ?? i} className="staff-table__num">
                    {fmt.format(v)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      }
    />
  );
}

/** Stacked-free grouped bars: one group per row (a year), one bar per series, with its table. */
export function GroupedBarChartWithTable({
  title,
  series,
  rows,
  rowHeading,
  headingLevel = 3,
}: {
  title: string;
  series: Series[];
  rows: { key: string; label: string; values: Record<string, number> }[];
  rowHeading: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useWidth();
  const fmt = number(i18n.language);
  const data = rows.map((r) => ({ label: r.label, ...r.values }));
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="grouped-bar">
          <BarChart
            width={width}
            height={280}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="#dfe1e2" />
            <XAxis dataKey="label" stroke="#1b1b1b" />
            <YAxis allowDecimals={false} stroke="#1b1b1b" width={56} />
            <Legend />
            {series.map((s, i) => {
              const style = SERIES_STYLES[i % SERIES_STYLES.length] ?? SERIES_STYLES[0];
              return (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={style.color}
                  stroke="#1b1b1b"
                  strokeDasharray={style.dash}
                  legendType={style.shape}
                  isAnimationActive={false}
                />
              );
            })}
          </BarChart>
        </div>
      }
      table={
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('staff:common.tableOf', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeading}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="staff-table__num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  {series.map((s) => (
                    <td key={s.key} className="staff-table__num">
                      {fmt.format(r.values[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
