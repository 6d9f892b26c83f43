import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import '../../../components/content/content.css';

/** Shown when the steps are opened without eligible cases in the session. */
export function StepsPrecheckPage() {
  const { t } = useTranslation();
  const title = t('steps:precheck.title');
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="lead">{t('steps:precheck.p1')}</p>
      <p>{t('steps:precheck.p2')}</p>
      <div className="cta-row">
        <Link to="/check/pre-check" className="btn-link btn-link--primary" data-track="steps_precheck_checker">
          {t('steps:precheck.toChecker')}
        </Link>
        <Link to="/steps/review" className="btn-link btn-link--secondary" data-track="steps_precheck_continue">
          {t('steps:precheck.toSteps')}
        </Link>
      </div>
    </article>
  );
}

export default StepsPrecheckPage;
