import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { isoDate } from '@cyr/rules/dates';
import { daysInMonth, dobYears, monthNames, parseIsoDate } from '../lib/dates';
import { DatePartSelect } from './DatePartSelect';
import { FieldError } from './FieldError';
import { useHydrated, valueBeforeHydration } from '../lib/hydrated';

/**
 * Date of birth picker (product-spec §5): month, day and year selects. The days offered follow the month
 * and year (30 for April, June, September and November; 28 or 29 for February; else 31); the years are
 * the 90 years ending 17 years before the current year. `onChange` receives `YYYY-MM-DD` only when all
 * three parts form a valid date, otherwise `''`.
 */
export function DateOfBirth({
  id,
  value,
  onChange,
  onBlur,
  error,
  legend,
  hint,
  today,
}: {
  id: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  legend: string;
  hint?: string;
  today?: Date;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const initial = parseIsoDate(value);
  // A prerendered page: the parts chosen before the app took it over stay chosen.
  const hydrating = !useHydrated();
  const part = (n: number | undefined, select: string) =>
    n !== undefined ? String(n) : hydrating ? valueBeforeHydration(`${id}-${select}`) : '';
  const [month, setMonth] = useState(() => part(initial?.month, 'month'));
  const [day, setDay] = useState(() => part(initial?.day, 'day'));
  const [year, setYear] = useState(() => part(initial?.year, 'year'));
  const monthOptions = useMemo(
    () => monthNames(lang).map((name, i) => ({ value: String(i + 1), label: name })),
    [lang],
  );
  const yearOptions = useMemo(() => dobYears(today).map((y) => ({ value: String(y), label: y })), [today]);
  const dayCount = month ? daysInMonth(Number(month), year ? Number(year) : null) : 31;

  const emit = (m: string, d: string, y: string) => {
    let dd = d;
    if (m && dd && Number(dd) > daysInMonth(Number(m), y ? Number(y) : null)) dd = '';
    if (dd !== d) setDay(dd);
    onChange(m && dd && y ? isoDate(Number(y), Number(m), Number(dd)) : '');
  };

  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <fieldset className="fieldset" role="group" aria-describedby={described}>
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} message={error} />
        <div className="date-input">
          <DatePartSelect
            id={`${id}-month`}
            month
            label={t('checker:basicInfo.month')}
            choose={t('checker:basicInfo.choose')}
            autoComplete="bday-month"
            options={monthOptions}
            value={month}
            invalid={!!error && !month}
            onChange={(m) => {
              setMonth(m);
              emit(m, day, year);
            }}
            onBlur={onBlur}
          />
          <DatePartSelect
            id={`${id}-day`}
            label={t('checker:basicInfo.day')}
            choose={t('checker:basicInfo.choose')}
            autoComplete="bday-day"
            options={Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), label: i + 1 }))}
            value={day}
            invalid={!!error && !day}
            onChange={(d) => {
              setDay(d);
              emit(month, d, year);
            }}
            onBlur={onBlur}
          />
          <DatePartSelect
            id={`${id}-year`}
            label={t('checker:basicInfo.year')}
            choose={t('checker:basicInfo.choose')}
            autoComplete="bday-year"
            options={yearOptions}
            value={year}
            invalid={!!error && !year}
            onChange={(y) => {
              setYear(y);
              emit(month, day, y);
            }}
            onBlur={onBlur}
          />
        </div>
      </fieldset>
    </div>
  );
}
