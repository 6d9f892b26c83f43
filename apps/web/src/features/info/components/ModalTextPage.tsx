import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Paragraphs } from '../../../components/Modal';
import { useTextsOffered } from '../../../lib/config';
import '../../../components/content/content.css';

/** The text modals that are also pages of their own, so they read without JavaScript and can be linked. */
export type ModalTextKind = 'about' | 'privacy' | 'disclaimer';

/**
 * One of the footer's text modals (`modals:{kind}`) as a page: the same words, prerendered in both languages
 * (app/prerenderedPages.ts), so the footer's links work with JavaScript off.
 */
export function ModalTextPage({ kind }: { kind: ModalTextKind }) {
  const { t } = useTranslation();
  const textsOffered = useTextsOffered();
  const title = t(`modals:${kind}.title`);
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <div className="prose">
        <Paragraphs text={t(`modals:${kind}.body`)} />
        {/* What texts keep, only where the site sends them (ADR 0110). */}
        {kind === 'privacy' && textsOffered && <p>{t('texts:privacy')}</p>}
      </div>
      <div className="cta-row">
        <Link to="/" className="btn-link btn-link--secondary">
          {t('info:notFound.home')}
        </Link>
      </div>
    </article>
  );
}
