import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { ScrollRegion } from './StaffPage';

/**
 * The console's charts, drawn as SVG with visx primitives (docs/decisions/0071-staff-charts.md). Each chart is
 * followed by its table, which holds the same figures: the table is what a screen reader, a keyboard user or
 * a copy into a spreadsheet uses, so the drawing itself is hidden from assistive technology (`aria-hidden`;
 * nothing in it takes focus). Series differ by line style, marker shape or fill pattern as well as colour
 * (WCAG 1.4.1), in colours with at least 3:1 contrast on white (WCAG 1.4.11).
 */

type Shape = 'circle' | 'square' | 'triangle' | 'diamond';

/** Series styles: colour, dash pattern and marker shape, so no two differ by colour alone. */
interface SeriesStyle {
  color: string;
  dash?: string;
  shape: Shape;
}
const FIRST: SeriesStyle = { color: '#005ea2', shape: 'circle' };
export const SERIES_STYLES: SeriesStyle[] = [
  FIRST,
  { color: '#b50909', dash: '6 3', shape: 'square' },
  { color: '#216e1f', dash: '2 3', shape: 'triangle' },
  { color: '#54278f', dash: '10 4 2 4', shape: 'diamond' },
  { color: '#5c4809', dash: '12 4', shape: 'circle' },
  { color: '#3d4551', dash: '4 2 4 8', shape: 'square' },
  { color: '#07648d', dash: '1 5', shape: 'triangle' },
];
const styleOf = (i: number): SeriesStyle => SERIES_STYLES[i % SERIES_STYLES.length] ?? FIRST;

const INK = '#1b1b1b';
const GRID = '#dfe1e2';
const AXIS_LABEL = { fill: INK, fontSize: 13, fontFamily: 'inherit' } as const;

/** The drawing's width: its box's, followed as the window resizes (a fixed one where nothing measures boxes). */
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

const numberFormat = (lng: string) => new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US');

/**
 * A figure as a chart writes it: the number, or for one withheld (`null`: the Outcomes page's figures from 1 to 4)
 * "fewer than 5" in a table and "<5" on the drawing, where its bar is drawn empty.
 */
function useFigure(): { table: (v: number | null) => string; drawing: (v: number | null) => string } {
  const { t, i18n } = useTranslation();
  const fmt = numberFormat(i18n.language);
  return {
    table: (v) => (v === null ? t('staff:outcomes.withheld') : fmt.format(v)),
    drawing: (v) => (v === null ? t('staff:outcomes.withheldShort') : fmt.format(v)),
  };
}

/** About four ticks of a count axis, whole numbers only (no "0.5 people"). */
const countTicks = (scale: { ticks: (n: number) => number[] }): number[] => scale.ticks(4).filter(Number.isInteger);

/** A marker of a series at (x, y). */
function Marker({
  shape,
  x,
  y,
  color,
  size = 4,
}: {
  shape: Shape;
  x: number;
  y: number;
  color: string;
  size?: number;
}) {
  if (shape === 'square') return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={color} />;
  if (shape === 'triangle')
    return (
      <polygon points={`${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`} fill={color} />
    );
  if (shape === 'diamond')
    return (
      <polygon
        points={`${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`}
        fill={color}
      />
    );
  return <circle cx={x} cy={y} r={size} fill={color} />;
}

/** The key of a chart's series: a swatch with the series' line style and marker, then its name. */
function Legend({ series, kind }: { series: Series[]; kind: 'line' | 'bar' }) {
  return (
    <ul className="staff-legend">
      {series.map((s, i) => {
        const st = styleOf(i);
        return (
          <li key={s.key}>
            <svg width="34" height="16" viewBox="0 0 34 16" focusable="false">
              {kind === 'line' ? (
                <>
                  <line x1="1" y1="8" x2="33" y2="8" stroke={st.color} strokeWidth="2" strokeDasharray={st.dash} />
                  <Marker shape={st.shape} x={17} y={8} color={st.color} />
                </>
              ) : (
                <rect
                  x="1"
                  y="1"
                  width="32"
                  height="14"
                  fill={i % 2 ? `url(#staff-hatch-${i})` : st.color}
                  stroke={INK}
                />
              )}
            </svg>
            {s.label}
          </li>
        );
      })}
    </ul>
  );
}

/** Diagonal hatching in a series' colour: the second series of a bar chart differs by more than its colour. */
function Hatches({ series }: { series: Series[] }) {
  return (
    <defs>
      {series.map((s, i) =>
        i % 2 ? (
          <pattern
            key={s.key}
            id={`staff-hatch-${i}`}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#ffffff" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={styleOf(i).color} strokeWidth="4" />
          </pattern>
        ) : null,
      )}
    </defs>
  );
}

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

/**
 * A chart's table: the same figures as its drawing, for a screen reader and for anyone who reads numbers better
 * than shapes. A heading row (the rows' heading, then a column per figure), a row per item with its label as the
 * row's heading, and a last row of totals where the figures add up.
 */
function FigureTable({
  title,
  rowHeading,
  columns,
  rows,
  totals,
}: {
  title: string;
  rowHeading: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly { key: string; label: string; cells: readonly string[] }[];
  totals?: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <table className="staff-table">
      <caption className="visually-hidden">{t('staff:common.tableOf', { title })}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          {columns.map((c) => (
            <th key={c.key} scope="col" className="staff-table__num">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {r.cells.map((cell, i) => (
              <td key={columns[i]?.key ?? i} className="staff-table__num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            <th scope="row">{t('staff:common.total')}</th>
            {totals.map((cell, i) => (
              <td key={columns[i]?.key ?? i} className="staff-table__num">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

export interface BarDatum {
  key: string;
  label: string;
  /** null: withheld (shown as "fewer than 5"). */
  value: number | null;
}

/**
 * Horizontal bars, one per row (an answer, an outcome), with the table of the same rows. `total`: the table
 * ends with the sum (only where the rows do not overlap: a person counted in two rows would be summed twice).
 */
/** How many lines `label` takes when its words are wrapped at `perLine` characters. */
function wrappedLines(label: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (used > 0 && used + 1 + word.length > perLine) {
      lines++;
      used = word.length;
    } else used += (used > 0 ? 1 : 0) + word.length;
  }
  return lines;
}

export function BarChartWithTable({
  title,
  rows,
  labelHeading,
  valueHeading,
  headingLevel = 3,
  total = false,
}: {
  title: string;
  rows: BarDatum[];
  labelHeading: string;
  valueHeading: string;
  headingLevel?: 2 | 3;
  total?: boolean;
}) {
  const { i18n } = useTranslation();
  const [ref, width] = useWidth();
  const fmt = numberFormat(i18n.language);
  const figure = useFigure();
  const labelWidth = Math.min(220, Math.max(100, Math.floor(width * 0.36)));
  const margin = { top: 8, right: 56, bottom: 32, left: labelWidth + 8 };
  // A row is as tall as its longest label wraps: on a phone the labels take three or four lines, and a fixed
  // height let neighbouring labels overlap. Lines are estimated from the label column's width in characters.
  // One line of slack: the measured text wraps a little earlier than this estimate.
  const charsPerLine = Math.max(8, Math.floor((labelWidth - 12) / (AXIS_LABEL.fontSize * 0.6)));
  const lines = Math.max(1, ...rows.map((r) => wrappedLines(r.label, charsPerLine)));
  const rowHeight = lines === 1 ? 36 : Math.ceil((lines + 1) * AXIS_LABEL.fontSize * 1.25 + 8);
  const innerWidth = Math.max(40, width - margin.left - margin.right);
  const innerHeight = rows.length * rowHeight;
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, innerHeight], padding: 0.25 });
  const labelOf = new Map(rows.map((r) => [r.key, r.label]));
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="bar">
          <svg width={width} height={innerHeight + margin.top + margin.bottom} focusable="false">
            <Group left={margin.left} top={margin.top}>
              <GridColumns scale={x} height={innerHeight} stroke={GRID} tickValues={countTicks(x)} />
              {rows.map((r) => (
                <g key={r.key}>
                  <Bar
                    x={0}
                    y={y(r.key) ?? 0}
                    width={Math.max(0, x(r.value ?? 0))}
                    height={y.bandwidth()}
                    fill={FIRST.color}
                  />
                  <text
                    x={x(r.value ?? 0) + 6}
                    y={(y(r.key) ?? 0) + y.bandwidth() / 2}
                    dominantBaseline="middle"
                    {...AXIS_LABEL}
                  >
                    {figure.drawing(r.value)}
                  </text>
                </g>
              ))}
              <AxisLeft
                scale={y}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(k) => labelOf.get(k) ?? k}
                tickLabelProps={{ ...AXIS_LABEL, width: labelWidth - 12, textAnchor: 'end', verticalAnchor: 'middle' }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={countTicks(x)}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(v) => fmt.format(Number(v))}
                tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        </div>
      }
      table={
        <div className="staff-table-wrap">
          <FigureTable
            title={title}
            rowHeading={labelHeading}
            columns={[{ key: 'value', label: valueHeading }]}
            rows={rows.map((r) => ({ key: r.key, label: r.label, cells: [figure.table(r.value)] }))}
            totals={total ? [fmt.format(rows.reduce((sum, r) => sum + (r.value ?? 0), 0))] : undefined}
          />
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
  const fmt = numberFormat(i18n.language);
  const totals = series.map((s) => days.reduce((sum, d) => sum + (d.values[s.key] ?? 0), 0));
  const margin = { top: 12, right: 24, bottom: 32, left: 48 };
  const innerWidth = Math.max(40, width - margin.left - margin.right);
  const innerHeight = 220;
  const max = Math.max(1, ...days.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const x = scalePoint<string>({ domain: days.map((d) => d.date), range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // About one date label per 90 px, always the first and the last.
  const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerWidth / 90))));
  const tickDates = days.map((d) => d.date).filter((_, i) => i % every === 0 || i === days.length - 1);
  const shortDate = (iso: string) => iso.slice(5);
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="line">
          <svg width={width} height={innerHeight + margin.top + margin.bottom} focusable="false">
            <Group left={margin.left} top={margin.top}>
              <GridRows scale={y} width={innerWidth} stroke={GRID} tickValues={countTicks(y)} />
              {series.map((s, i) => {
                const st = styleOf(i);
                return (
                  <g key={s.key}>
                    <LinePath
                      data={days}
                      x={(d) => x(d.date) ?? 0}
                      y={(d) => y(d.values[s.key] ?? 0)}
                      stroke={st.color}
                      strokeWidth={2}
                      strokeDasharray={st.dash}
                    />
                    {days.map((d) => (
                      <Marker
                        key={d.date}
                        shape={st.shape}
                        x={x(d.date) ?? 0}
                        y={y(d.values[s.key] ?? 0)}
                        color={st.color}
                        size={3}
                      />
                    ))}
                  </g>
                );
              })}
              <AxisLeft
                scale={y}
                tickValues={countTicks(y)}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(v) => fmt.format(Number(v))}
                tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'end', verticalAnchor: 'middle' }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={tickDates}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(d) => shortDate(String(d))}
                tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
          <Legend series={series} kind="line" />
        </div>
      }
      table={
        <ScrollRegion label={t('staff:common.tableOf', { title })} tall>
          <FigureTable
            title={title}
            rowHeading={t('staff:common.date')}
            columns={series}
            rows={days.map((d) => ({
              key: d.date,
              label: d.date,
              cells: series.map((s) => fmt.format(d.values[s.key] ?? 0)),
            }))}
            totals={totals.map((v) => fmt.format(v))}
          />
        </ScrollRegion>
      }
    />
  );
}

/** A series' value in a row: 0 when the row has none, null when it is withheld. */
const valueOf = (values: Record<string, number | null>, key: string): number | null => {
  const v = values[key];
  return v === undefined ? 0 : v;
};

/** Grouped bars: one group per row (a year), one bar per series (the second hatched), with its table. */
export function GroupedBarChartWithTable({
  title,
  series,
  rows,
  rowHeading,
  headingLevel = 3,
}: {
  title: string;
  series: Series[];
  /** A value of null is withheld (shown as "fewer than 5"). */
  rows: { key: string; label: string; values: Record<string, number | null> }[];
  rowHeading: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useWidth();
  const fmt = numberFormat(i18n.language);
  const figure = useFigure();
  const margin = { top: 20, right: 16, bottom: 32, left: 56 };
  const innerWidth = Math.max(40, width - margin.left - margin.right);
  const innerHeight = 220;
  const max = Math.max(1, ...rows.flatMap((r) => series.map((s) => valueOf(r.values, s.key) ?? 0)));
  const x0 = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, innerWidth], padding: 0.25 });
  const x1 = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, x0.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(rows.map((r) => [r.key, r.label]));
  return (
    <ChartFigure
      title={title}
      headingLevel={headingLevel}
      chart={
        <div ref={ref} className="staff-chart__drawing" aria-hidden="true" data-chart="grouped-bar">
          <svg width={width} height={innerHeight + margin.top + margin.bottom} focusable="false">
            <Hatches series={series} />
            <Group left={margin.left} top={margin.top}>
              <GridRows scale={y} width={innerWidth} stroke={GRID} tickValues={countTicks(y)} />
              {rows.map((r) => (
                <Group key={r.key} left={x0(r.key) ?? 0}>
                  {series.map((s, i) => {
                    const value = valueOf(r.values, s.key);
                    const v = value ?? 0;
                    return (
                      <g key={s.key}>
                        <Bar
                          x={x1(s.key) ?? 0}
                          y={y(v)}
                          width={x1.bandwidth()}
                          height={innerHeight - y(v)}
                          fill={i % 2 ? `url(#staff-hatch-${i})` : styleOf(i).color}
                          stroke={INK}
                        />
                        <text
                          x={(x1(s.key) ?? 0) + x1.bandwidth() / 2}
                          y={y(v) - 4}
                          textAnchor="middle"
                          {...AXIS_LABEL}
                        >
                          {figure.drawing(value)}
                        </text>
                      </g>
                    );
                  })}
                </Group>
              ))}
              <AxisLeft
                scale={y}
                tickValues={countTicks(y)}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(v) => fmt.format(Number(v))}
                tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'end', verticalAnchor: 'middle' }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x0}
                stroke={INK}
                tickStroke={INK}
                tickFormat={(k) => labelOf.get(k) ?? k}
                tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
          <Legend series={series} kind="bar" />
        </div>
      }
      table={
        <ScrollRegion label={t('staff:common.tableOf', { title })}>
          <FigureTable
            title={title}
            rowHeading={rowHeading}
            columns={series}
            rows={rows.map((r) => ({
              key: r.key,
              label: r.label,
              cells: series.map((s) => figure.table(valueOf(r.values, s.key))),
            }))}
          />
        </ScrollRegion>
      }
    />
  );
}
