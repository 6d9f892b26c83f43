import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** Id of the field (or of the first input of a group) the link moves focus to. */
  id: string;
  message: string;
}

/**
 * GOV.UK error summary: shown after a submit attempt, takes focus, links to each field with the same
 * words as the inline message. `focusKey` changes on every failed submit so focus moves again.
 */
export function ErrorSummary({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<number | null>(null);
  const count = errors.length;
  // Focus once per failed submit: not again when an answer fixes one error (that would pull a keyboard user
  // out of the question being answered).
  useEffect(() => {
    if (count > 0 && focusedFor.current !== focusKey) {
      focusedFor.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, count]);
  if (count === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('validation:summaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.id}>
            <a
              href={`#${e.id}`}
              onClick={(ev) => {
                ev.preventDefault();
                const el = document.getElementById(e.id);
                el?.focus();
                el?.scrollIntoView({ block: 'center' });
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
