import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { FINAL_ELIGIBILITIES, type FinalEligibility } from '@cyr/rules/vocabulary';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import '../../../components/content/content.css';
import {
  CaseLine,
  EmailPageFollowups,
  ErrorMessage,
  Expired,
  LeftOutNote,
  Loading,
  StepsLinks,
} from './EmailPageParts';
import { useEmailPage } from './useEmailPage';
import { sectionNeedsPetition } from '../../../lib/county';

/** The heading of each outcome's group (`info:emailPages.results.*`); groups follow FINAL_ELIGIBILITIES. */
const GROUP_HEADING: Record<FinalEligibility, string> = {
  nondisclosure: 'likely',
  expunction: 'expunction',
  not_yet_eligible: 'notYet',
  could_not_determine: 'unknown',
  ineligible: 'ineligible',
};

/** /email-pages/results/:emailToken — the results snapshot linked from an email. */
export function EmailResultsPage() {
  const { t, i18n } = useTranslation();
  const { emailToken } = useParams();
  const [pathname] = useLocation();
  const token = emailToken ?? pathname.split('/').pop() ?? '';
  const state = useEmailPage('results', token);
  useDocumentTitle(t('info:emailPages.results.title'));
  return (
    <article className="content-page">
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorMessage />}
      {state.status === 'expired' && <Expired />}
      {state.status === 'ok' && (
        <>
          <h1>{t('info:emailPages.results.title')}</h1>
          <p className="lead">
            {t('info:emailPages.results.intro', {
              endDate: i18n.language === 'es' ? state.lookupEndDateEs : state.lookupEndDateEn,
            })}
          </p>
          <LeftOutNote count={state.leftOut} />
          {FINAL_ELIGIBILITIES.map((status) => {
            const cases = state.cases.filter((c) => c.final_eligibility === status);
            // An empty group is left out; "no cases" is said only when the copy has no case at all.
            if (cases.length === 0 && (status !== 'nondisclosure' || state.cases.length > 0)) return null;
            return (
              <section key={status}>
                <h2>{t(`info:emailPages.results.${GROUP_HEADING[status]}`)}</h2>
                {cases.length === 0 ? (
                  <p>{t('info:emailPages.results.none')}</p>
                ) : (
                  <ul className="case-list">
                    {cases.map((c) => (
                      <li key={c._id}>
                        <CaseLine c={c} showDate={status === 'nondisclosure' || status === 'not_yet_eligible'} />
                        {c.ndo_form && status === 'nondisclosure' && (
                          <p>
                            {t(
                              sectionNeedsPetition(c.ndo_form)
                                ? 'info:emailPages.results.section'
                                : 'info:emailPages.results.sectionNoPetition',
                              { section: c.ndo_form.replace('-bwi', '') },
                            )}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          <p className="callout">{t('info:emailPages.results.disclaimer')}</p>
          <StepsLinks cases={state.cases} />
          <EmailPageFollowups kind="results" token={token} cases={state.cases} />
        </>
      )}
    </article>
  );
}

export default EmailResultsPage;
