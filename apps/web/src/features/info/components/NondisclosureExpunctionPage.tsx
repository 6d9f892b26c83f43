import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Prose, Rich } from '../../../components/content';
import '../../../components/content/content.css';

const ROWS = ['what', 'who', 'cases'] as const;

export function NondisclosureExpunctionPage() {
  const { t } = useTranslation();
  const title = t('info:nondisclosure.title');
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="lead">{t('info:nondisclosure.intro')}</p>
      <Prose ns="info" path="nondisclosure.what" />
      <Prose ns="info" path="nondisclosure.expunction" />
      <section className="prose">
        <h2>{t('info:nondisclosure.difference.heading')}</h2>
        <p>{t('info:nondisclosure.difference.p1')}</p>
        <table className="compare">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('info:nondisclosure.difference.ndLabel')}</th>
              <th scope="col">{t('info:nondisclosure.difference.expLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r}>
                <th scope="row">{t(`info:nondisclosure.difference.rows.${r}.label`)}</th>
                <td>{t(`info:nondisclosure.difference.rows.${r}.nd`)}</td>
                <td>{t(`info:nondisclosure.difference.rows.${r}.exp`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Prose ns="info" path="nondisclosure.siteFor" />
      <Prose ns="info" path="nondisclosure.siteNotFor" />
      <section className="prose callout">
        <h2>{t('info:nondisclosure.help.heading')}</h2>
        <Rich k="info:nondisclosure.help.p1" />
        <ul className="prose__list">
          {['hvl', 'lsla', 'freshStart', 'tlh', 'beacon'].map((k) => (
            <Rich key={k} k={`info:nondisclosure.help.list.${k}`} as="li" />
          ))}
        </ul>
      </section>
    </article>
  );
}

export default NondisclosureExpunctionPage;
