import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="banner">
      <h1>{t('common:siteName')}</h1>
      <p>{t('common:tagline')}</p>
    </section>
  );
}
