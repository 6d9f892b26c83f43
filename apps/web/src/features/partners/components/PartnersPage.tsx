import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_DIRECTORY_ID, PARTNER_DIRECTORY_SLOT } from '@cyr/schemas/partner-page';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Loading } from '../../../components/Loading';
import { Alert } from '../../../components/Alert';
import '../../../components/partners/partners.css';

interface Directory {
  html: string;
  lang: string;
}

/**
 * The directory the page holds when it starts: on the server (prerendering) the slot the server fills when it
 * sends the page; in the browser, what the server put there (so hydration finds the same HTML), or nothing when
 * the app opened the page itself.
 */
function initialDirectory(): Directory | null {
  if (typeof document === 'undefined') return { html: PARTNER_DIRECTORY_SLOT, lang: '' };
  const el = document.getElementById(PARTNER_DIRECTORY_ID);
  return el ? { html: el.innerHTML, lang: document.documentElement.lang } : null;
}

/**
 * `/partners`: the partner directory (issue #39). Its filter form and list are rendered by the server, which
 * puts them in this page when it sends it, so the page reads and filters without JavaScript (a plain GET form).
 * When the app opens the page itself, or the language changes, it asks the server for the same HTML
 * (`GET /api/partners/directory`). docs/decisions/0105-partner-directory-and-role.md.
 */
export default function PartnersPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  useDocumentTitle(t('partners:directory.heading'));
  const [directory, setDirectory] = useState<Directory | null>(initialDirectory);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (directory && directory.lang === lang) return;
    const controller = new AbortController();
    const query = new URLSearchParams(window.location.search);
    query.set('lang', lang);
    fetch(`/api/partners/directory?${query.toString()}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { html: string };
        setDirectory({ html: body.html, lang });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [directory, lang]);

  return (
    <article className="content-page partners-page">
      <h1>{t('partners:directory.heading')}</h1>
      <p className="lead">{t('partners:directory.intro')}</p>
      {failed ? (
        <Alert variant="error">
          <p>{t('partners:directory.failed')}</p>
        </Alert>
      ) : directory ? (
        <div
          id={PARTNER_DIRECTORY_ID}
          className="partner-directory"
          // The server's HTML (apps/api/src/web/partner-directory.ts): every value in it is escaped there.
          dangerouslySetInnerHTML={{ __html: directory.html }}
        />
      ) : (
        <Loading label={t('partners:directory.loading')} />
      )}
    </article>
  );
}
