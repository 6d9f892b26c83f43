import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Accordion, AccordionItem } from '../../../components/Accordion';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Rich } from '../../../components/content';
import '../../../components/content/content.css';
import { useEligibleCases } from '../../../lib/session';
import './home.css';

/** FAQ questions shown on the landing page: two columns, one per FAQ group. */
export const HOME_FAQ: { group: 'records' | 'site'; items: string[] }[] = [
  { group: 'records', items: ['sealMeaning', 'difference', 'deferred'] },
  { group: 'site', items: ['free', 'advice', 'cost'] },
];

const HOOKS = ['check', 'explain', 'file'] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  const eligible = useEligibleCases();
  const stepsHref = eligible.length > 0 ? '/steps/review' : '/steps/precheck';
  return (
    <div className="content-page content-page--wide home">
      <section className="home__banner">
        <h1>{t('common:siteName')}</h1>
        <p className="lead">{t('home:banner.lead')}</p>
        <div className="cta-row">
          <Link to="/check/pre-check" className="btn-link btn-link--primary btn-link--big" data-track="home_cta_check">
            {t('home:banner.cta')}
          </Link>
          <Link to={stepsHref} className="btn-link btn-link--secondary" data-track="home_view_steps">
            {t('home:banner.viewSteps')}
          </Link>
        </div>
        <p className="content-note">{t('home:banner.ctaNote')}</p>
      </section>

      <section aria-labelledby="home-hooks">
        <h2 id="home-hooks">{t('home:hooks.title')}</h2>
        <ul className="card-grid card-grid--3">
          {HOOKS.map((h, i) => (
            <li key={h} className="card home__hook">
              <span className="home__hook-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`home:hooks.${h}.title`)}</h3>
              <p>{t(`home:hooks.${h}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-faq">
        <h2 id="home-faq">{t('home:faq.title')}</h2>
        <div className="home__faq-columns">
          {HOME_FAQ.map((col) => (
            <div key={col.group}>
              <Accordion>
                {col.items.map((item) => (
                  <AccordionItem
                    key={item}
                    id={`home-faq-${item}`}
                    summary={t(`faq:groups.${col.group}.items.${item}.q`)}
                  >
                    <Rich k={`faq:groups.${col.group}.items.${item}.a`} />
                  </AccordionItem>
                ))}
              </Accordion>
            </div>
          ))}
        </div>
        <p className="home__all-faq">
          <Link to="/info/faq" data-track="home_all_faq">
            {t('home:faq.allLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="home-learn">
        <h2 id="home-learn">{t('home:deepDives.title')}</h2>
        <ul className="card-grid card-grid--2">
          <li className="card">
            <h3>{t('home:deepDives.nondisclosure.title')}</h3>
            <p>{t('home:deepDives.nondisclosure.body')}</p>
            <Link to="/info/nondisclosure-expunction" data-track="home_card_nondisclosure">
              {t('home:deepDives.nondisclosure.link')}
            </Link>
          </li>
          <li className="card">
            <h3>{t('home:deepDives.howToFile.title')}</h3>
            <p>{t('home:deepDives.howToFile.body')}</p>
            <Link to="/info/how-to-file" data-track="home_card_how_to_file">
              {t('home:deepDives.howToFile.link')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

export default HomePage;
