import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { caseRef } from '../lib/caseRef';
import { costLines } from '../lib/county';

/**
 * What filing one case will cost (issue #41): its route's filing fee, an expunction's charges for agencies, and what
 * the fee waiver covers and does not, from the county profile through `lib/county.ts` (`costLines`; the results PDF
 * prints the same lines). Nothing for a case the site names no route for.
 */
export function CaseCosts({ c, title }: { c: Case; title?: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const lines = costLines(c, lang);
  if (lines.length === 0) return null;
  const id = `cost-${c._id}`;
  return (
    <section className="case-card__cost" aria-labelledby={id}>
      <p className="case-card__why" id={id}>
        {title ?? t('results:cost.heading')}
      </p>
      <ul>
        {lines.map((l) => (
          <li key={l.key}>{t(l.key, l.params)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The payment step's list (issue #41): what filing each of the route's cases will cost, one case after the other,
 * each named by its cause number (or its offense when it has none).
 */
export function CaseCostList({ cases }: { cases: readonly Case[] }) {
  const { t } = useTranslation();
  if (cases.length === 0) return null;
  return (
    <section className="case-costs" aria-labelledby="case-costs-title">
      <h2 id="case-costs-title">{t('results:cost.yourCases')}</h2>
      {cases.map((c) => (
        <CaseCosts
          key={c._id}
          c={c}
          title={t('results:cost.forCase', {
            cause: caseRef(c, t),
          })}
        />
      ))}
    </section>
  );
}
