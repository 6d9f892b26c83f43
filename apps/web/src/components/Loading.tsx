import { useTranslation } from 'react-i18next';

/**
 * A spinner with a label. `page`: stands for a whole page while its code or messages load, and keeps the
 * footer below the fold meanwhile, so the page arriving does not push the footer down (layout shift).
 */
export function Loading({ label, page }: { label?: string; page?: boolean }) {
  const { t } = useTranslation();
  const spinner = (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label ?? t('common:loading')}</span>
    </div>
  );
  return page ? <div className="loading--page">{spinner}</div> : spinner;
}
