import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import { supervisionNotOver } from '@cyr/rules/vocabulary';
import type { Language } from '@cyr/i18n';
import { formatDate } from '@cyr/i18n/dates';
import './person-cases.css';

/**
 * What a case entered or corrected by the person says about itself (ADR 0073): "Entered by you" or "Corrected
 * by you", the reminder to attach the papers, and for a correction what the court records say. Nothing for a
 * case from the court data.
 */
export function PersonCaseNote({ c }: { c: Case }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  if (c.origin !== 'entered' && c.origin !== 'corrected') return null;
  const court = c.court_record;
  const level = (code: string) => t(`results:levels.${code}`, { defaultValue: code });
  // The dates the person typed, shown back as they gave them (issue #41): the day the case ended, and the day the
  // supervision or sentence ended (or, not finished yet, is set to end).
  const ended = c.da_start ?? c.probation_start ?? c.conviction_date ?? c.dismissal_date;
  const end = c.da_end ?? c.probation_end ?? c.sentence_completion_date;
  return (
    <div className="person-case-note">
      <p className="person-case-note__badge">
        <strong>{t(`results:fix.${c.origin}`)}</strong>
      </p>
      <p className="person-case-note__text">
        {t(`results:fix.${c.origin}Note`)} {t('results:fix.attachNote')}
      </p>
      {c.disposition && (
        <dl className="facts">
          <div>
            <dt>{t('results:fix.disposition')}</dt>
            <dd>{t(`results:fix.dispositions.${c.disposition}`)}</dd>
          </div>
          {ended && (
            <div>
              <dt>
                {t(
                  supervisionNotOver(c.disposition)
                    ? 'results:fix.dispositionDateNotOver'
                    : 'results:fix.dispositionDate',
                )}
              </dt>
              <dd>{formatDate(ended, lang)}</dd>
            </div>
          )}
          {end && (
            <div>
              <dt>{t(supervisionNotOver(c.disposition) ? 'results:fix.endDateNotOver' : 'results:fix.endDate')}</dt>
              <dd>{formatDate(end, lang)}</dd>
            </div>
          )}
        </dl>
      )}
      {c.origin === 'corrected' && court && (
        <div className="person-case-note__court">
          <p className="person-case-note__court-title">{t('results:fix.courtSaid')}</p>
          <dl className="facts">
            <div>
              <dt>{t('results:card.offense')}</dt>
              <dd>{court.current_offense_name}</dd>
            </div>
            <div>
              <dt>{t('results:card.level')}</dt>
              <dd>{level(court.current_charge_level)}</dd>
            </div>
            <div>
              <dt>{t('results:fix.disposition')}</dt>
              <dd>{t(`results:fix.dispositions.${court.disposition}`)}</dd>
            </div>
            {court.fda && (
              <div>
                <dt>{t('results:card.filed')}</dt>
                <dd>{formatDate(court.fda, lang)}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
    </div>
  );
}
