import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
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
import { nondisclosureForms, sectionFormUrl } from '../../../lib/county';

/** /email-pages/petitions/:emailToken — the recommended form for each likely eligible case. */
export function EmailPetitionsPage() {
  const { t, i18n } = useTranslation();
  const { emailToken } = useParams();
  const [pathname] = useLocation();
  const token = emailToken ?? pathname.split('/').pop() ?? '';
  const state = useEmailPage('petitions', token);
  const cases =
    state.status === 'ok' ? state.cases.filter((c) => c.final_eligibility === 'nondisclosure' && c.ndo_form) : [];
  const expunctions =
    state.status === 'ok' ? state.cases.filter((c) => c.final_eligibility === 'expunction' && c.expunction_route) : [];
  // A 411.072 case needs no petition: its PDF holds the request letter instead (steps:noPetition), and the page
  // speaks of letters.
  const forms = nondisclosureForms(cases.map((c) => c.ndo_form));
  const text = {
    petitions: { title: 'title', intro: 'intro', download: 'download' },
    letters: { title: 'titleLetters', intro: 'introLetters', download: 'downloadLetter' },
    both: { title: 'titleBoth', intro: 'introBoth', download: 'downloadBoth' },
  }[forms];
  useDocumentTitle(t(`info:emailPages.petitions.${text.title}`));
  return (
    <article className="content-page">
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorMessage />}
      {state.status === 'expired' && <Expired />}
      {state.status === 'ok' && (
        <>
          <h1>{t(`info:emailPages.petitions.${text.title}`)}</h1>
          <p className="lead">{t(`info:emailPages.petitions.${text.intro}`)}</p>
          <LeftOutNote count={state.leftOut} />
          {cases.length === 0 ? (
            <p className="callout">{t('info:emailPages.petitions.none')}</p>
          ) : (
            <ul className="case-list">
              {cases.map((c) => {
                const section = (c.ndo_form ?? '').replace('-bwi', '');
                return (
                  <li key={c._id}>
                    <CaseLine c={c} showDate />
                    <p>
                      <a
                        href={sectionFormUrl(c.ndo_form ?? '')}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-track="email_page_form"
                      >
                        {t('steps:petition.openForm', { section })}
                        <span className="visually-hidden"> ({t('steps:nav.newTab')})</span>
                      </a>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          {cases.length > 0 && (
            <>
              <p>
                <a
                  href={`/api/email-pages/petitions/${encodeURIComponent(token)}/pdf?lang=${i18n.language === 'es' ? 'es' : 'en'}`}
                  className="btn-link btn-link--secondary"
                  data-track="email_page_petitions_pdf"
                >
                  {t(`info:emailPages.petitions.${text.download}`)}
                </a>
              </p>
              <p className="content-note">{t('info:emailPages.petitions.filledNote')}</p>
            </>
          )}
          {expunctions.length > 0 && (
            <section aria-labelledby="email-expunctions">
              <h2 id="email-expunctions">{t('expunction:emailPage.heading')}</h2>
              <p>{t('expunction:emailPage.intro')}</p>
              <ul className="case-list">
                {expunctions.map((c) => (
                  <li key={c._id}>
                    <CaseLine c={c} showDate />
                  </li>
                ))}
              </ul>
              <p>
                <a
                  href={`/api/email-pages/petitions/${encodeURIComponent(token)}/expunctions/pdf?lang=${i18n.language === 'es' ? 'es' : 'en'}`}
                  className="btn-link btn-link--secondary"
                  data-track="email_page_expunctions_pdf"
                >
                  {t('expunction:emailPage.download')}
                </a>
              </p>
            </section>
          )}
          <StepsLinks cases={state.cases} />
          <EmailPageFollowups kind="petitions" token={token} cases={state.cases} />
        </>
      )}
    </article>
  );
}

export default EmailPetitionsPage;
