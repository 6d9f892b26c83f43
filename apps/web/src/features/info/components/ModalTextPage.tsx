import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Paragraphs } from '../../../components/Modal';
import { useTextsOffered } from '../../../lib/config';
import '../../../components/content/content.css';
import accuracy from '../accuracy.json';

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
        {kind === 'about' && <AccuracyNote />}
      </div>
      <div className="cta-row">
        <Link to="/" className="btn-link btn-link--secondary">
          {t('info:notFound.home')}
        </Link>
      </div>
    </article>
  );
}

/** How often the site is right (docs/law/accuracy.md, `npm run accuracy`), with a link to the rule book. */
function AccuracyNote() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language === 'es' ? 'es-US' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <>
      <p>
        {t('modals:about.accuracy', {
          total: accuracy.cases,
          count: accuracy.agree,
          share: percent.format(accuracy.undecidedAfterAnswers),
        })}
      </p>
      <p>
        <a href="/rules">{t('modals:about.accuracyLink')}</a>
      </p>
    </>
  );
}
