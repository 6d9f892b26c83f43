import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className="site-header">
        <span className="site-name">{t('common:siteName')}</span>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
