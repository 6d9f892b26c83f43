import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '../../../components/Accordion';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Rich, messageKeys } from '../../../components/content';
import '../../../components/content/content.css';

/** Full FAQ: two groups of accordion questions (each toggle is tracked by AccordionItem). */
export function FaqPage() {
  const { t } = useTranslation();
  const title = t('faq:title');
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="lead">{t('faq:intro')}</p>
      {messageKeys('faq', 'groups').map((group) => (
        <section key={group} aria-labelledby={`faq-${group}`}>
          <h2 id={`faq-${group}`}>{t(`faq:groups.${group}.title`)}</h2>
          <Accordion>
            {messageKeys('faq', `groups.${group}.items`).map((item) => (
              <AccordionItem key={item} id={`faq-${item}`} summary={t(`faq:groups.${group}.items.${item}.q`)}>
                <Rich k={`faq:groups.${group}.items.${item}.a`} />
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </article>
  );
}

export default FaqPage;
