import { useTranslation } from 'react-i18next';
import { followupAnswerKind, followupAnswerValues, type FollowupAnswer } from '@cyr/schemas/followup';
import { NOT_SURE, type CaseQuestionKey } from '@cyr/rules/vocabulary';
import type { Language } from '@cyr/i18n';
import { RadioGroup } from '../../../components/RadioGroup';
import { questionText } from '../../../lib/questions';
import { MonthYearField } from './MonthYearField';

type YesNoChoice = 'yes' | 'no' | typeof NOT_SURE;

function toChoice(value: FollowupAnswer | null | undefined): YesNoChoice | undefined {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return value === NOT_SURE ? NOT_SURE : undefined;
}

/**
 * One follow-up question, shown by its answer kind: Yes / No / Not sure radios, a month-and-year picker,
 * or the radios of an enum (the interlock order). The question and its hint (the definitions docs/law
 * asks for: family violence, collision with another person) come from `checker:verification`.
 */
export function FollowupQuestion({
  q,
  value,
  onChange,
  onBlur,
  error,
  today,
  caseDate,
  window,
}: {
  q: CaseQuestionKey;
  value: FollowupAnswer | null | undefined;
  onChange: (value: FollowupAnswer) => void;
  onBlur?: () => void;
  /** An i18n key (FieldError translates it). */
  error?: string;
  today?: Date;
  /**
   * The case's sentence or placement date (`YYYY-MM-DD`), for a question that names it (`{{date}}`, D44 of
   * docs/law). Without one, such a question uses its `_noDate` wording.
   */
  caseDate?: string | null;
  /**
   * The dates the question's window runs between (`YYYY-MM-DD`), when the server names them (class_c_in_window,
   * docs/law D74): the question then uses its `_window` wording.
   */
  window?: { from: string; to: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'es' ? 'es' : 'en';
  const legend = questionText(t, lang, q, caseDate ?? null, window ?? null);
  const hintKey = `checker:verification.hints.${q}`;
  const hint = i18n.exists(hintKey) ? t(hintKey) : undefined;
  const kind = followupAnswerKind(q);

  if (kind === 'month_or_unknown' || kind === 'year_or_unknown') {
    return (
      <MonthYearField
        yearOnly={kind === 'year_or_unknown'}
        id={q}
        legend={legend}
        hint={hint}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        today={today}
      />
    );
  }
  if (kind === 'enum') {
    return (
      <RadioGroup
        name={q}
        legend={legend}
        hint={hint}
        options={followupAnswerValues(q).map((v) => ({ value: v, label: t(`checker:verification.choices.${q}.${v}`) }))}
        value={typeof value === 'string' ? value : undefined}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
    );
  }
  return (
    <RadioGroup<YesNoChoice>
      name={q}
      legend={legend}
      hint={hint}
      options={[
        { value: 'yes', label: t('common:actions.yes') },
        { value: 'no', label: t('common:actions.no') },
        { value: NOT_SURE, label: t('checker:verification.notSure') },
      ]}
      value={toChoice(value)}
      onChange={(v) => onChange(v === 'yes' ? true : v === 'no' ? false : NOT_SURE)}
      onBlur={onBlur}
      error={error}
      inline
    />
  );
}
