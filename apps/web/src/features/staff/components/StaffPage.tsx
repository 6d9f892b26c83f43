import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import { addDays } from '@cyr/rules/dates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { StaffApiError } from '../api';
import { todayInCounty } from '../../../lib/county';

/** A console page: its title as the `<h1>` and the document title. */
export function StaffPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} – ${t('staff:consoleName')}`);
  return (
    <div className="staff-page">
      <h1>{title}</h1>
      {intro && <p className="staff-page__intro">{intro}</p>}
      {children}
    </div>
  );
}

/** Loading, or the error of a load with a retry, or the content. */
export function Loaded({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error: StaffApiError | null;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    const text =
      error.status === 403 ? t('staff:common.forbidden') : error.status === 404 ? null : (error.text ?? null);
    return (
      <Alert variant="error" role="alert">
        <p>{text ?? t('staff:error')}</p>
        {error.status !== 403 && (
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            {t('staff:retry')}
          </button>
        )}
      </Alert>
    );
  }
  if (loading) {
    return (
      <p className="staff-loading" role="status">
        {t('staff:loading')}
      </p>
    );
  }
  return <>{children()}</>;
}

/** A message a change reports (saved, sent, failed), announced where it appears. */
export function Notice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <Alert variant={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
    </Alert>
  );
}

export interface DateRange {
  from: string;
  to: string;
}

/** The last 30 days, today included (Harris County), as the server's default range. */
export function defaultRange(): DateRange {
  const to = todayInCounty(new Date());
  return { from: addDays(to, -29), to };
}

/** The from/to form of the feedback and usage pages: the range applies when submitted. */
export function DateRangeForm({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
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
  return (
    <form className="staff-range" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className="staff-range__fields">
        <legend id={`${id}-legend`}>{t('staff:common.dateRange')}</legend>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t('staff:common.from')}
          </label>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('staff:common.to')}
          </label>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          {t('staff:common.apply')}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * A wide table's box, scrolled sideways on a narrow screen (`tall`: and down, past about fifteen rows): focusable and named, so a keyboard user can
 * scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, tall, children }: { label: string; tall?: boolean; children: ReactNode }) {
  return (
    <div
      className={`staff-table-wrap${tall ? ' staff-table-wrap--tall' : ''}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
