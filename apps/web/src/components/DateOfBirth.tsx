import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { isoDate } from '@cyr/rules/dates';
import { daysInMonth, dobYears, monthNames, parseIsoDate } from '../lib/dates';
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
  const months = useMemo(() => monthNames(lang), [lang]);
  const years = useMemo(() => dobYears(today), [today]);
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
          <div className="date-input__item date-input__item--month">
            <label className="field__label" htmlFor={`${id}-month`}>
              {t('checker:basicInfo.month')}
            </label>
            <select
              id={`${id}-month`}
              className="select"
              autoComplete="bday-month"
              value={month}
              aria-invalid={error && !month ? true : undefined}
              onChange={(e) => {
                setMonth(e.target.value);
                emit(e.target.value, day, year);
              }}
              onBlur={onBlur}
            >
              <option value="">{t('checker:basicInfo.choose')}</option>
              {months.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="date-input__item">
            <label className="field__label" htmlFor={`${id}-day`}>
              {t('checker:basicInfo.day')}
            </label>
            <select
              id={`${id}-day`}
              className="select"
              autoComplete="bday-day"
              value={day}
              aria-invalid={error && !day ? true : undefined}
              onChange={(e) => {
                setDay(e.target.value);
                emit(month, e.target.value, year);
              }}
              onBlur={onBlur}
            >
              <option value="">{t('checker:basicInfo.choose')}</option>
              {Array.from({ length: dayCount }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="date-input__item">
            <label className="field__label" htmlFor={`${id}-year`}>
              {t('checker:basicInfo.year')}
            </label>
            <select
              id={`${id}-year`}
              className="select"
              autoComplete="bday-year"
              value={year}
              aria-invalid={error && !year ? true : undefined}
              onChange={(e) => {
                setYear(e.target.value);
                emit(month, day, e.target.value);
              }}
              onBlur={onBlur}
            >
              <option value="">{t('checker:basicInfo.choose')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
    </div>
  );
}
