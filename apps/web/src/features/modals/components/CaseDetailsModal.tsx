import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { StatusBadge, levelLabel, useReasonTexts } from '../../../components/CaseCard';
import { CourtLiteral, useOffenseWords } from '../../../components/OffenseName';
import { useSession } from '../../../lib/session';
import { formatDate } from '@cyr/i18n/dates';
import { causeNumberText, courtText } from '../../../lib/caseRef';
import { sectionNeedsPetition } from '../../../lib/county';

const DATE_FIELDS = [
  'conviction_date',
  'dismissal_date',
  'da_start',
  'da_end',
  'probation_start',
  'probation_end',
  'waiting_period_start',
  'sentence_completion_date',
] as const satisfies readonly (keyof Case)[];

/** Everything we know about one case. */
export default function CaseDetailsModal({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const session = useSession();
  const c = session.eligibilityInfo?.cases.find((x) => x._id === caseId);
  const footer = (
    <Button variant="secondary" onClick={onClose}>
      {t('common:actions.close')}
    </Button>
  );
  if (!c) {
    return (
      <Modal title={t('results:details.title')} onClose={onClose} footer={footer}>
        <p>{t('common:toast.generalError')}</p>
      </Modal>
    );
  }
  return (
    <Modal title={t('results:details.title')} onClose={onClose} footer={footer}>
      <CaseDetailsBody c={c} lang={lang} />
    </Modal>
  );
}

function CaseDetailsBody({ c, lang }: { c: Case; lang: Language }) {
  const { t } = useTranslation();
  const reasons = useReasonTexts(c);
  const words = useOffenseWords(c.current_offense_name);
  const dates = DATE_FIELDS.filter((f) => c[f]);
  const anyEstimated = dates.some((f) => c.estimated.includes(f)) || c.estimated.includes('eligible_date');
  return (
    <>
      {!c.hideStatus && <StatusBadge status={c.final_eligibility} />}
      <h3 className="details__offense">{words ?? c.current_offense_name}</h3>
      {words && <CourtLiteral literal={c.current_offense_name} />}
      <dl className="facts facts--stacked">
        <div>
          <dt>{t('results:card.cause')}</dt>
          <dd>{causeNumberText(c, t)}</dd>
        </div>
        <div>
          <dt>{t('results:details.defendant')}</dt>
          <dd>{c.full_name}</dd>
        </div>
        <div>
          <dt>{t('results:card.level')}</dt>
          <dd>{levelLabel(t, c)}</dd>
        </div>
        <div>
          <dt>{t('results:card.court')}</dt>
          <dd>{courtText(c, t, lang)}</dd>
        </div>
        <div>
          <dt>{t('results:card.filed')}</dt>
          <dd>{formatDate(c.fda, lang)}</dd>
        </div>
        <div>
          <dt>{t('results:details.sentence')}</dt>
          <dd>{c.sentence ?? t('results:details.none')}</dd>
        </div>
        <div>
          <dt>{t('results:details.fine')}</dt>
          <dd>{c.fine ?? t('results:details.none')}</dd>
        </div>
        {c.ndo_form && (
          <div>
            <dt>{t('results:card.section')}</dt>
            <dd>{t('results:card.sectionValue', { section: c.ndo_form.replace('-bwi', '') })}</dd>
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
              {c.estimated.includes('eligible_date') && (
                <span className="estimated"> ({t('results:card.estimated')})</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {dates.length > 0 && (
        <>
          <h3>{t('results:details.dates')}</h3>
          <dl className="facts facts--stacked">
            {dates.map((f) => (
              <div key={f}>
                <dt>{t(`results:details.${f}`)}</dt>
                <dd>
                  {formatDate(c[f], lang)}
                  {c.estimated.includes(f) && <span className="estimated"> ({t('results:card.estimated')})</span>}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {anyEstimated && <p className="hint">{t('results:details.estimatedNote')}</p>}
      {reasons.length > 0 && (
        <>
          <h3>{t('results:card.why')}</h3>
          <ul>
            {reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
