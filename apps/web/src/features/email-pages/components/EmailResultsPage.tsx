import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { FinalEligibilityValue } from '@cyr/schemas';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import '../../../components/content/content.css';
import { CaseLine, ErrorMessage, Expired, Loading, StepsLinks } from './EmailPageParts';
import { useEmailPage } from './useEmailPage';

const GROUPS: { status: FinalEligibilityValue; key: string }[] = [
  { status: 'nondisclosure', key: 'likely' },
  { status: 'expunction', key: 'expunction' },
  { status: 'not_yet_eligible', key: 'notYet' },
  { status: 'could_not_determine', key: 'unknown' },
  { status: 'ineligible', key: 'ineligible' },
];

/** /email-pages/results/:emailToken — the results snapshot linked from an email. */
export function EmailResultsPage() {
  const { t, i18n } = useTranslation();
  const { emailToken } = useParams();
  const [pathname] = useLocation();
  const state = useEmailPage('results', emailToken ?? pathname.split('/').pop());
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
          {GROUPS.map((g) => {
            const cases = state.cases.filter((c) => c.final_eligibility === g.status);
            if (cases.length === 0 && g.status !== 'nondisclosure') return null;
            return (
              <section key={g.status}>
                <h2>{t(`info:emailPages.results.${g.key}`)}</h2>
                {cases.length === 0 ? (
                  <p>{t('info:emailPages.results.none')}</p>
                ) : (
                  <ul className="case-list">
                    {cases.map((c) => (
                      <li key={c._id}>
                        <CaseLine c={c} showDate={g.status === 'nondisclosure' || g.status === 'not_yet_eligible'} />
                        {c.ndo_form && g.status === 'nondisclosure' && (
                          <p>{t('info:emailPages.results.section', { section: c.ndo_form.replace('-bwi', '') })}</p>
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
        </>
      )}
    </article>
  );
}

export default EmailResultsPage;
