import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isIsoDate, type Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { formatDate } from '@cyr/i18n/dates';
import { Icon } from './Icon';
import { CourtLiteral, useOffenseWords } from './OffenseName';
import { STATUS_STYLE } from './status';
import { PersonCaseNote } from './person-cases/PersonCaseNote';
import { CaseCosts } from './CaseCosts';
import { causeNumberText, courtText, expunctionRouteText } from '../lib/caseRef';
import { answerText, caseDateOf, questionText } from '../lib/questions';
import { CASE_QUESTION_KEYS, type CaseQuestionKey } from '@cyr/rules/vocabulary';
import type { FollowupAnswer } from '@cyr/schemas/followup';
import { contentValues, sectionNeedsPetition } from '../lib/county';

const isCaseQuestionKey = (k: string): k is CaseQuestionKey => (CASE_QUESTION_KEYS as readonly string[]).includes(k);

export function StatusBadge({ status }: { status: Case['final_eligibility'] }) {
  const { t } = useTranslation();
  const s = STATUS_STYLE[status];
  return (
    <span className={`status status--${s.tone}`}>
      <Icon name={s.icon} />
      {t(`results:groups.${status}.status`)}
    </span>
  );
}

export function levelLabel(t: TFunction, c: Case): string {
  const label = t(`results:levels.${c.current_charge_level}`, { defaultValue: '' });
  return (
    label ||
    c.current_charge_level ||
    t(`results:details.${c.misdemeanor_felony === 'Felony' ? 'felony' : 'misdemeanor'}`)
  );
}

/**
 * Reasons in plain language: reason codes are translated by the `reasons` namespace, dates formatted, level codes
 * in words, a question named by its words; a sentence said twice is shown once.
 */
export function useReasonTexts(c: Case): string[] {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const texts = c.reasons.map((r) => {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.params ?? {})) {
      // Level codes (MA, F3…) read as words: "Class A misdemeanor".
      const level = k === 'level' ? t(`results:levels.${v}`, { defaultValue: '' }) : '';
      const question = k === 'question' && isCaseQuestionKey(v) ? questionText(t, lang, v, caseDateOf(c)) : '';
      params[k] = level || question || (isIsoDate(v) ? formatDate(v, lang) : v);
    }
    // A "not sure" whose question is not named (a saved result from before) keeps the general sentence.
    const key = r.code === 'ANSWER_NOT_SURE' && !params.question ? 'results:card.notSureAny' : `reasons:${r.code}`;
    return t(key, { ...contentValues(lang), ...params, defaultValue: '' });
  });
  return [...new Set(texts)].filter((s) => s !== '');
}

/** What the person answered about the case (its `answers`), question by question, as they read them. */
export function CaseAnswers({ c }: { c: Case }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const answered = Object.entries(c.answers ?? {}).filter(
    (e): e is [CaseQuestionKey, FollowupAnswer] => isCaseQuestionKey(e[0]) && e[1] !== undefined,
  );
  if (answered.length === 0) return null;
  return (
    <div className="case-card__answers">
      <p className="case-card__why">{t('results:card.yourAnswers')}</p>
      <dl>
        {answered.map(([q, a]) => (
          <div key={q}>
            <dt>{questionText(t, lang, q, caseDateOf(c))}</dt>
            <dd>{answerText(t, lang, q, a)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One case in the results: status in words + icon + colour, key facts, reasons, actions. */
export function CaseCard({ c, headingLevel = 3, actions }: { c: Case; headingLevel?: 3 | 4; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const reasons = useReasonTexts(c);
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const tone = STATUS_STYLE[c.final_eligibility].tone;
  const words = useOffenseWords(c.current_offense_name);
  const estimated = (field: string) =>
    c.estimated.includes(field) ? <span className="estimated"> ({t('results:card.estimated')})</span> : null;
  return (
    <article className={`case-card case-card--${tone}`} aria-labelledby={`case-${c._id}`}>
      <div className="case-card__top">
        {!c.hideStatus && <StatusBadge status={c.final_eligibility} />}
        <H className="case-card__title" id={`case-${c._id}`}>
          {words ?? c.current_offense_name}
        </H>
      </div>
      {words && <CourtLiteral literal={c.current_offense_name} />}
      <dl className="facts">
        <div>
          <dt>{t('results:card.cause')}</dt>
          <dd>{causeNumberText(c, t)}</dd>
        </div>
        <div>
          <dt>{t('results:card.level')}</dt>
          <dd>{levelLabel(t, c)}</dd>
        </div>
        {c.crt && (
          <div>
            <dt>{t('results:card.court')}</dt>
            <dd>{courtText(c, t, lang)}</dd>
          </div>
        )}
        {c.fda && (
          <div>
            <dt>{t('results:card.filed')}</dt>
            <dd>{formatDate(c.fda, lang)}</dd>
          </div>
        )}
        {c.ndo_form && (
          <div>
            <dt>{t('results:card.section')}</dt>
            <dd>{t('results:card.sectionValue', { section: c.ndo_form.replace('-bwi', '') })}</dd>
          </div>
        )}
        {c.expunction_route && (
          <div>
            <dt>{t('results:card.expunctionRoute')}</dt>
            <dd>{expunctionRouteText(c.expunction_route, t)}</dd>
          </div>
        )}
        {c.eligible_date && (
          <div>
            <dt>
              {t(
                sectionNeedsPetition(c.ndo_form) ? 'results:card.eligibleDate' : 'results:card.eligibleDateNoPetition',
              )}
            </dt>
            <dd>
              {formatDate(c.eligible_date, lang)}
              {estimated('eligible_date')}
            </dd>
          </div>
        )}
      </dl>
      <PersonCaseNote c={c} />
      <CaseAnswers c={c} />
      {reasons.length > 0 && (
        <div className="case-card__reasons">
          <p className="case-card__why">{t('results:card.why')}</p>
          <ul>
            {reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {!c.hideStatus && <CaseCosts c={c} />}
      {actions && <div className="case-card__actions">{actions}</div>}
    </article>
  );
}
