import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import type { PublicCourtNotesResponse } from '@cyr/schemas';
import { api } from '../../../lib/api';
import { formatDate } from '@cyr/i18n/dates';
import { useSession } from '../../../lib/session';
import { courts } from '../../../lib/county';

const TOPICS = ['setting', 'objections', 'wait'] as const;

/**
 * What the nonprofit's staff noted about the courts of the person's own cases (issue #38; `GET
 * /api/application/court-notes`): how the court sets hearings, whether the State usually objects, the typical wait,
 * in the person's language, with the day it was checked. Nothing shows without a session or without notes.
 */
export function CourtNotes() {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'es' ? 'es' : 'en';
  const { token } = useSession();
  const [notes, setNotes] = useState<PublicCourtNotesResponse['notes']>([]);

  useEffect(() => {
    if (!token) return;
    const ctl = new AbortController();
    api
      .get<PublicCourtNotesResponse>(`/api/application/court-notes?lang=${lang}`, {
        auth: true,
        quiet: true,
        signal: ctl.signal,
      })
      .then(
        (r) => setNotes(r.notes),
        () => setNotes([]),
      );
    return () => ctl.abort();
  }, [token, lang]);

  if (notes.length === 0) return null;
  return (
    <section className="callout" aria-labelledby="court-notes-heading" data-testid="court-notes">
      <h2 id="court-notes-heading">{t('outcomes:courtNotes.heading')}</h2>
      <p>{t('outcomes:courtNotes.intro')}</p>
      {notes.map((n) => (
        <div key={n.court}>
          <h3>{courts.label(n.court, lang)}</h3>
          <dl>
            {TOPICS.filter((topic) => n[topic] !== '').map((topic) => (
              <div key={topic}>
                <dt>{t(`outcomes:courtNotes.${topic}`)}</dt>
                <dd>{n[topic]}</dd>
              </div>
            ))}
          </dl>
          <p>{t('outcomes:courtNotes.checked', { date: formatDate(n.checkedOn, lang) })}</p>
        </div>
      ))}
    </section>
  );
}
