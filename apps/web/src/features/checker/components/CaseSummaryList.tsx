import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { formatDate } from '@cyr/i18n/dates';
import { levelLabel } from '../../../components/CaseCard';
import { PersonCaseNote } from '../../../components/person-cases/PersonCaseNote';
import { CourtLiteral, useOffenseWords } from '../../../components/OffenseName';
import { causeNumberText, courtText } from '../../../lib/caseRef';

function OffenseLine({ literal }: { literal: string }) {
  const words = useOffenseWords(literal);
  return (
    <>
      <p className="case-summary__offense">{words ?? literal}</p>
      {words && <CourtLiteral literal={literal} />}
    </>
  );
}

/**
 * A plain list of cases (before evaluation): offense, cause number, filing date, court, name on the case; a
 * case the person entered or corrected says so; `actions` adds controls under each case.
 */
export function CaseSummaryList({ cases, actions }: { cases: Case[]; actions?: (c: Case) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  return (
    <ul className="case-summary-list">
      {cases.map((c) => (
        <li key={c._id} className="case-summary">
          <OffenseLine literal={c.current_offense_name} />
          <dl className="facts">
            <div>
              <dt>{t('checker:confirm.cause')}</dt>
              <dd>{causeNumberText(c, t)}</dd>
            </div>
            <div>
              <dt>{t('checker:confirm.level')}</dt>
              <dd>{levelLabel(t, c)}</dd>
            </div>
            {c.fda && (
              <div>
                <dt>{t('checker:confirm.filed')}</dt>
                <dd>{formatDate(c.fda, lang)}</dd>
              </div>
            )}
            {c.crt && (
              <div>
                <dt>{t('checker:confirm.court')}</dt>
                <dd>{courtText(c, t, lang)}</dd>
              </div>
            )}
            <div>
              <dt>{t('checker:confirm.defendant')}</dt>
              <dd>{c.full_name}</dd>
            </div>
          </dl>
          <PersonCaseNote c={c} />
          {actions?.(c)}
        </li>
      ))}
    </ul>
  );
}
