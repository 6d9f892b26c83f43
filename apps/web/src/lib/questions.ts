import type { TFunction } from 'i18next';
import type { Case } from '@cyr/schemas';
import type { FollowupAnswer } from '@cyr/schemas/followup';
import { NOT_SURE, UNKNOWN_MONTH, type CaseQuestionKey } from '@cyr/rules/vocabulary';
import type { Language } from '@cyr/i18n';
import { formatDate, formatMonth } from '@cyr/i18n/dates';

/** The date a case's questions may name (`{{date}}`): its placement or sentence date. */
export function caseDateOf(c: Pick<Case, 'da_start' | 'probation_start' | 'conviction_date'>): string | null {
  return c.da_start ?? c.probation_start ?? c.conviction_date;
}

/**
 * A follow-up question as the person read it (`checker:verification.questions`): with the dates of its window
 * when the server names them (its `_window` wording), with the case's date where it names one, or its `_noDate`
 * wording without one.
 */
export function questionText(
  t: TFunction,
  lang: Language,
  q: CaseQuestionKey,
  caseDate: string | null,
  window: { from: string; to: string } | null = null,
): string {
  const key = `checker:verification.questions.${q}`;
  if (window) {
    const text = t(`${key}_window`, {
      from: formatDate(window.from, lang),
      to: formatDate(window.to, lang),
      defaultValue: '',
    });
    if (text) return text;
  }
  if (!caseDate) {
    const noDate = t(`${key}_noDate`, { defaultValue: '' });
    if (noDate) return noDate;
  }
  return t(key, { date: caseDate ? formatDate(caseDate, lang) : '' });
}

/** An answer as the person chose it: Yes, No, Not sure, a month and year, or the words of a listed choice. */
export function answerText(t: TFunction, lang: Language, q: CaseQuestionKey, value: FollowupAnswer): string {
  if (value === true) return t('common:actions.yes');
  if (value === false) return t('common:actions.no');
  if (value === NOT_SURE) return t('checker:verification.notSure');
  if (value === UNKNOWN_MONTH) return t('checker:verification.answered.unknown');
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return formatMonth(value, lang);
  if (/^\d{4}$/.test(value)) return value;
  return t(`checker:verification.choices.${q}.${value}`, { defaultValue: value });
}
