import { useTranslation } from 'react-i18next';
import { offenseInPlainWords } from '@cyr/i18n/offenses';
import './OffenseName.css';

/**
 * The clerk's offense literal in plain words in the page's language (ADR 0074), or null when the table does not
 * know the literal: the page then shows the literal alone, never a guess.
 */
export function useOffenseWords(literal: string): string | null {
  const { i18n } = useTranslation();
  return offenseInPlainWords(literal, i18n.language === 'es' ? 'es' : 'en');
}

/** The offense in plain words where a line names it in passing (the literal itself when the table does not know it). */
export function OffenseText({ literal }: { literal: string }) {
  return <>{useOffenseWords(literal) ?? literal}</>;
}

/** The clerk's literal under the plain words, as the court record (and the petition) writes it. */
export function CourtLiteral({ literal }: { literal: string }) {
  const { t } = useTranslation();
  return <p className="offense-literal">{t('results:card.courtWords', { literal })}</p>;
}
