import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import '../../../components/content/content.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('info:notFound.title');
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p>{t('info:notFound.p1')}</p>
      <div className="cta-row">
        <Link to="/" className="btn-link btn-link--primary">
          {t('info:notFound.home')}
        </Link>
        <Link to="/check/pre-check" className="btn-link btn-link--secondary">
          {t('info:notFound.check')}
        </Link>
      </div>
    </article>
  );
}

export default NotFoundPage;
