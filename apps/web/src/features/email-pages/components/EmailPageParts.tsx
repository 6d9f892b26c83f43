import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Case } from '@cyr/schemas';
import { formatDate } from '../../../lib/dates';

export function Expired() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('info:emailPages.expired.title')}</h1>
      <p className="lead">{t('info:emailPages.expired.p1')}</p>
      <p>{t('info:emailPages.expired.p2')}</p>
      <div className="cta-row">
        <Link to="/check/pre-check" className="btn-link btn-link--primary" data-track="email_page_expired_check">
          {t('info:emailPages.expired.cta')}
        </Link>
      </div>
    </>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="loading--page">
      {t('info:emailPages.loading')}
    </p>
  );
}

export function ErrorMessage() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="callout callout--warning">
      {t('info:emailPages.error')}
    </p>
  );
}

export function CaseLine({ c, showDate }: { c: Case; showDate?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return (
    <>
      <p>
        <strong>{t('info:emailPages.caseLine', { cause: c.casID, offense: c.current_offense_name })}</strong>
      </p>
      {showDate && c.eligible_date && (
        <p>{t('info:emailPages.results.fileFrom', { date: formatDate(c.eligible_date, lang) })}</p>
      )}
    </>
  );
}

export function StepsLink({ label }: { label: string }) {
  return (
    <div className="cta-row">
      <Link to="/steps/review" className="btn-link btn-link--primary" data-track="email_page_steps">
        {label}
      </Link>
    </div>
  );
}
