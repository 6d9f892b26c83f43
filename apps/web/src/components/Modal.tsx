import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/**
 * Modal on the native `<dialog>` (showModal): the rest of the page is inert, so focus stays inside;
 * Escape closes; focus returns to the element that opened it; the body does not scroll behind it.
 * Width min(95%, 550px) in CSS.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    document.body.classList.add('modal-open');
    const heading = dialog.querySelector<HTMLElement>('.modal__title');
    heading?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.body.classList.remove('modal-open');
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`modal ${wide ? 'modal--wide' : ''}`} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 className="modal__title" id={titleId} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} data-track="modal_close">
          <Icon name="close" />
          <span className="visually-hidden">{t('common:modal.close')}</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  );
}

/** Paragraphs of a message written with blank lines between them. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}
