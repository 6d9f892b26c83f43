import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/Button';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Prose, Rich } from '../../../components/content';
import '../../../components/content/content.css';
import { openModal } from '../../../lib/modals';
import { useSession } from '../../../lib/session';

/**
 * Know your rights (/check/know-your-rights, and /email-pages/know-your-rights from an email link).
 * With cases in the session: a back button to the results; otherwise a return to the homepage that
 * opens the survey.
 */
export function KnowYourRightsPage() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const session = useSession();
  const title = t('info:rights.title');
  useDocumentTitle(title);
  const fromEmail = pathname.startsWith('/email-pages/');
  const hasCases = !fromEmail && (session.eligibilityInfo?.cases.length ?? 0) > 0;
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="lead">{t('info:rights.intro')}</p>
      <Prose ns="info" path="rights.checks" />
      <Prose ns="info" path="rights.mistakes" />
      <Prose ns="info" path="rights.sealed" />
      <Prose ns="info" path="rights.notEligible" />
      <section className="prose callout">
        <h2>{t('info:nondisclosure.help.heading')}</h2>
        <ul className="prose__list">
          {['hvl', 'lsla', 'freshStart', 'tlh', 'beacon'].map((k) => (
            <Rich key={k} k={`info:nondisclosure.help.list.${k}`} as="li" />
          ))}
        </ul>
      </section>
      <div className="cta-row">
        {hasCases ? (
          <Link to="/check/results" className="btn-link btn-link--primary" data-track="kyr_back_results">
            {t('info:rights.back')}
          </Link>
        ) : (
          <Link to="/?modal=survey" className="btn-link btn-link--primary" data-track="kyr_home">
            {t('info:rights.home')}
          </Link>
        )}
        {session.token && !fromEmail && (
          <Button variant="secondary" track="kyr_email" onClick={() => openModal('email_know_your_rights')}>
            {t('steps:nav.emailPage')}
          </Button>
        )}
      </div>
    </article>
  );
}

export default KnowYourRightsPage;
