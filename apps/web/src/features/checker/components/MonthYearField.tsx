import { useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_MONTH } from '@cyr/rules/vocabulary';
import type { Language } from '@cyr/i18n';
import { Checkbox } from '../../../components/Checkbox';
import { DatePartSelect } from '../../../components/DatePartSelect';
import { FieldError } from '../../../components/FieldError';
import { monthNames } from '../../../lib/dates';

/** Oldest year offered: the site reads cases filed from 1990, and an arrest or offense can come a little before. */
export const MONTH_PICKER_FIRST_YEAR = 1985;

function parse(value: string): { month: string; year: string; unknown: boolean } {
  if (value === UNKNOWN_MONTH) return { month: '', year: '', unknown: true };
  if (/^\d{4}$/.test(value)) return { month: '', year: value, unknown: false };
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m
    ? { month: String(Number(m[2])), year: m[1] ?? '', unknown: false }
    : { month: '', year: '', unknown: false };
}

/**
 * A month-and-year question (GOV.UK date input without the day): a month select and a year select in a
 * fieldset whose legend is the question, and an "I do not know the month" box. `onChange` receives `YYYY-MM`
 * when both are chosen, `"unknown"` when the box is checked, else `''`. `onBlur` fires when focus leaves the
 * whole question, so moving from the month to the year does not show an error yet. With `yearOnly` (a discharge
 * known by its year, ADR 0074) there is no month select: `onChange` receives `YYYY`, and the box reads "I do not know
 * the year".
 */
export function MonthYearField({
  id,
  legend,
  hint,
  value,
  onChange,
  onBlur,
  error,
  today,
  yearOnly = false,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  today?: Date;
  yearOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'es' ? 'es' : 'en';
  const initial = parse(value);
  const [month, setMonth] = useState(initial.month);
  const [year, setYear] = useState(initial.year);
  const [unknown, setUnknown] = useState(initial.unknown);
  const monthOptions = useMemo(
    () => monthNames(lang).map((name, i) => ({ value: String(i + 1), label: name })),
    [lang],
  );
  const lastYear = (today ?? new Date()).getFullYear();
  const yearOptions = useMemo(
    () =>
      Array.from({ length: lastYear - MONTH_PICKER_FIRST_YEAR + 1 }, (_, i) => lastYear - i).map((y) => ({
        value: String(y),
        label: y,
      })),
    [lastYear],
  );

  const emit = (m: string, y: string, u: boolean) => {
    if (u) onChange(UNKNOWN_MONTH);
    else if (yearOnly) onChange(y);
    else onChange(m && y ? `${y}-${m.padStart(2, '0')}` : '');
  };
  const box = useRef<HTMLFieldSetElement>(null);
  const leave = (e: FocusEvent) => {
    if (!box.current?.contains(e.relatedTarget as Node | null)) onBlur?.();
  };

  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <fieldset ref={box} className="fieldset" role="group" aria-describedby={described}>
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <div className="field__hint" id={hintId}>
            {hint}
          </div>
        )}
        <FieldError id={`${id}-error`} message={error} />
        <div className="date-input">
          {!yearOnly && (
            <DatePartSelect
              id={`${id}-month`}
              month
              label={t('checker:verification.month.month')}
              choose={t('checker:verification.month.choose')}
              options={monthOptions}
              value={month}
              disabled={unknown}
              invalid={!!error && !unknown && !month}
              onChange={(m) => {
                setMonth(m);
                emit(m, year, unknown);
              }}
              onBlur={leave}
            />
          )}
          <DatePartSelect
            id={`${id}-year`}
            label={t('checker:verification.month.year')}
            choose={t('checker:verification.month.choose')}
            options={yearOptions}
            value={year}
            disabled={unknown}
            invalid={!!error && !unknown && !year}
            onChange={(y) => {
              setYear(y);
              emit(month, y, unknown);
            }}
            onBlur={leave}
          />
        </div>
        <div className="checkboxes month-input__unknown">
          <Checkbox
            id={`${id}-unknown`}
            name={`${id}-unknown`}
            label={t(yearOnly ? 'checker:verification.month.unknownYear' : 'checker:verification.month.unknown')}
            checked={unknown}
            onChange={(e) => {
              setUnknown(e.target.checked);
              emit(month, year, e.target.checked);
            }}
            onBlur={leave}
          />
        </div>
      </fieldset>
    </div>
  );
}
