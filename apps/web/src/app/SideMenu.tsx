import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { openModal, type ModalName } from '../lib/modals';
import { useDemoMode } from '../lib/config';
import { useEligibleCases } from '../lib/session';
import { track } from '../lib/analytics';

/**
 * Slide-in side menu (350 px) on a native `<dialog>`: focus stays inside, Escape closes, focus returns to
 * the menu button. Loaded on first use; opens when mounted and calls `onClosed` when closed.
 */
export default function SideMenu({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const demo = useDemoMode();
  const eligible = useEligibleCases();
  const [pathname] = useLocation();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      track('modal_open', 'side_menu');
    }
    if (d?.open) document.body.classList.add('modal-open');
  }, []);
  // A click on the backdrop (the dialog element itself, outside its content) closes the menu.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === d && d.open) {
        document.body.classList.remove('modal-open');
        d.close();
      }
    };
    // Escape: unlock the page at once too.
    const onCancel = () => document.body.classList.remove('modal-open');
    d.addEventListener('click', onBackdrop);
    d.addEventListener('cancel', onCancel);
    return () => {
      d.removeEventListener('click', onBackdrop);
      d.removeEventListener('cancel', onCancel);
      document.body.classList.remove('modal-open');
    };
  }, []);
  const close = () => {
    // Unlock the page at once (the dialog's own close event comes a task later).
    document.body.classList.remove('modal-open');
    if (dialog.current?.open) dialog.current.close();
  };
  const onClose = () => {
    document.body.classList.remove('modal-open');
    track('modal_close', 'side_menu');
    onClosed();
  };
  const item = (to: string, label: string, track: string): ReactNode => (
    <li>
      <Link
        to={to}
        onClick={close}
        data-track={track}
        className="side-menu__link"
        aria-current={to.split(/[?#]/)[0]?.toLowerCase() === pathname.toLowerCase() ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
  const modalItem = (name: ModalName, label: string): ReactNode => (
    <li>
      <button
        type="button"
        className="side-menu__link side-menu__button"
        data-track={`menu_${name}`}
        onClick={() => {
          close();
          openModal(name);
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <dialog ref={dialog} className="side-menu" aria-labelledby="side-menu-title" onClose={onClose}>
      <div className="side-menu__header">
        <h2 id="side-menu-title" className="side-menu__title">
          {t('common:menu.title')}
        </h2>
        <button type="button" className="modal__close" onClick={close} data-track="menu_close">
          <Icon name="close" />
          <span className="visually-hidden">{t('common:header.closeMenu')}</span>
        </button>
      </div>
      <nav aria-labelledby="side-menu-title">
        <ul className="side-menu__list">
          {item('/', t('common:menu.home'), 'menu_home')}
          {item('/check/pre-check', t('common:menu.checker'), 'menu_checker')}
          {item(eligible.length > 0 ? '/steps/review' : '/steps/precheck', t('common:menu.steps'), 'menu_steps')}
          {item('/info/faq', t('common:menu.faq'), 'menu_faq')}
          {item('/info/nondisclosure-expunction', t('common:menu.nondisclosureExpunction'), 'menu_nd_info')}
          {item('/info/how-to-file', t('common:menu.howToFile'), 'menu_how_to_file')}
          {modalItem('survey', t('common:menu.survey'))}
          {modalItem('help', t('common:menu.reportIssue'))}
          {demo && modalItem('demo_instructions', t('common:menu.demo'))}
        </ul>
      </nav>
    </dialog>
  );
}
