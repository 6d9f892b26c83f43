import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "Page – Site" so each page is announced and distinguishable in history. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const site = t('common:siteName');
  useEffect(() => {
    document.title = title ? `${title} – ${site}` : site;
  }, [title, site]);
}
