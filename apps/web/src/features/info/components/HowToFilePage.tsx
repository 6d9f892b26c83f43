import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Prose, Rich } from '../../../components/content';
import '../../../components/content/content.css';

/** Sections of the page, in order (each is a block of the `info:howToFile` messages). */
export const HOW_TO_FILE_SECTIONS = [
  'court',
  'clerk',
  'efile',
  'paper',
  'hours',
  'felony',
  'fee',
  'waiver',
  'hearing',
  'order',
  'timeline',
] as const;

export function HowToFilePage() {
  const { t } = useTranslation();
  const title = t('info:howToFile.title');
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <Rich k="info:howToFile.intro" className="lead" />
      {HOW_TO_FILE_SECTIONS.map((s) => (
        <div key={s} className={s === 'felony' ? 'callout' : undefined}>
          <Prose ns="info" path={`howToFile.${s}`} />
        </div>
      ))}
      <section className="prose">
        <h2>{t('info:howToFile.guides.heading')}</h2>
        <ul className="prose__list">
          <Rich k="info:howToFile.guides.records" as="li" />
          <Rich k="info:howToFile.guides.hearing" as="li" />
        </ul>
      </section>
    </article>
  );
}

export default HowToFilePage;
