import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { openModal } from '../lib/modals';
import { track } from '../lib/analytics';
import { switchLanguage } from '../lib/i18n';

const SideMenu = lazy(() => import('./SideMenu'));

export function Header({ sticky }: { sticky: boolean }) {
  const { t, i18n } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  const other = i18n.language === 'es' ? 'en' : 'es';

  const onToggleLanguage = () => {
    void switchLanguage(i18n, other);
    track('language_change', other);
    const params = new URLSearchParams(search);
    if (params.has('lang')) {
      params.delete('lang');
      const q = params.toString();
      navigate(`${pathname}${q ? `?${q}` : ''}`, { replace: true });
    }
  };

  return (
    <header className={`site-header ${sticky ? 'site-header--sticky' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__home" data-track="header_home">
          <Icon name="home" />
          <span className="site-header__home-text">{t('common:header.home')}</span>
        </Link>
        <span className="site-header__name">{t('common:siteName')}</span>
        <div className="site-header__tools">
          <button
            type="button"
            className="header-btn"
            lang={other}
            onClick={onToggleLanguage}
            data-track="language_toggle"
            aria-label={t('common:header.switchToLabel')}
          >
            <Icon name="globe" />
            <span>{t('common:header.switchTo')}</span>
          </button>
          <button type="button" className="header-btn" onClick={() => openModal('help')} data-track="header_help">
            <Icon name="help" />
            <span>{t('common:header.help')}</span>
          </button>
          <button
            type="button"
            className="header-btn"
            onClick={() => setMenuOpen(true)}
            data-track="menu_open"
            aria-haspopup="dialog"
          >
            <Icon name="menu" />
            <span>{t('common:header.menu')}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu onClosed={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
