import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { openModal, type ModalName } from '../lib/modals';
import { Icon } from '../components/Icon';
import { siteOrigin } from '../lib/site';

/** The page URL to share: never a query string or an email token. */
export function shareUrl(pathname: string, origin: string = siteOrigin()): string {
  if (pathname.startsWith('/email-pages') || pathname.startsWith('/check/') || pathname.startsWith('/steps/'))
    return `${origin}/`;
  return `${origin}${pathname}`;
}

export default function Footer() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const url = shareUrl(pathname);
  const site = t('common:siteName');
  const modalLink = (name: ModalName, label: string) => (
    <li>
      <button
        type="button"
        className="link-button footer__link"
        data-track={`footer_${name}`}
        onClick={() => openModal(name)}
      >
        {label}
      </button>
    </li>
  );
  /**
   * A text that is both a page (read without JavaScript, or opened in a new tab) and, on a plain click, a
   * modal over the page the person is on.
   */
  const pageLink = (name: ModalName, to: string, label: string) => (
    <li>
      <Link
        to={to}
        className="footer__link"
        data-track={`footer_${name}`}
        onClick={(e) => {
          // The router leaves a click with a modifier key (a new tab) to the browser.
          e.preventDefault();
          openModal(name);
        }}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('common:siteName')} className="footer__nav">
          <ul className="footer__links">
            {pageLink('about_us', '/info/about', t('common:footer.about'))}
            <li>
              <Link to="/info/faq" className="footer__link" data-track="footer_faq">
                {t('common:footer.faq')}
              </Link>
            </li>
            <li>
              <Link to="/partners" className="footer__link" data-track="footer_partners">
                {t('common:footer.legalHelp')}
              </Link>
            </li>
            {pageLink('disclaimer', '/info/disclaimer', t('common:footer.disclaimer'))}
            {pageLink('privacy', '/info/privacy', t('common:footer.privacy'))}
            {modalLink('survey', t('common:footer.feedback'))}
          </ul>
        </nav>
        <div className="footer__share">
          <h2 className="footer__heading">{t('common:footer.share')}</h2>
          <ul className="footer__share-list">
            <li>
              <a
                className="share-btn"
                href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
                target="_blank"
                rel="noopener noreferrer"
                data-track="share_facebook"
              >
                Facebook<span className="visually-hidden"> {t('common:newWindow')}</span>
              </a>
            </li>
            <li>
              <a
                className="share-btn"
                href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(site)}`}
                target="_blank"
                rel="noopener noreferrer"
                data-track="share_x"
              >
                X<span className="visually-hidden"> {t('common:newWindow')}</span>
              </a>
            </li>
            <li>
              <a
                className="share-btn"
                href={`mailto:?subject=${encodeURIComponent(site)}&body=${encodeURIComponent(url)}`}
                data-track="share_email"
              >
                <Icon name="mail" />
                {t('common:footer.shareEmail')}
              </a>
            </li>
          </ul>
        </div>
        <div className="footer__partners">
          <h2 className="footer__heading">{t('common:footer.partners')}</h2>
          <ul className="partner-list">
            <li className="partner">
              <svg viewBox="0 0 40 40" className="partner__mark" aria-hidden="true" focusable="false">
                <circle cx="20" cy="20" r="18" fill="currentColor" />
                <path d="M12 21l5 5 11-12" stroke="#fff" strokeWidth="4" fill="none" />
              </svg>
              <span>{t('common:footer.partnerLegalAid')}</span>
            </li>
            <li className="partner">
              <svg viewBox="0 0 40 40" className="partner__mark" aria-hidden="true" focusable="false">
                <rect x="3" y="3" width="34" height="34" rx="8" fill="currentColor" />
                <path d="M20 10l9 16H11z" fill="#fff" />
              </svg>
              <span>{t('common:footer.partnerNonprofit')}</span>
            </li>
          </ul>
        </div>
        <p className="footer__note">{t('common:footer.notLegalAdvice')}</p>
        <p className="footer__note">{t('common:footer.free')}</p>
      </div>
    </footer>
  );
}
