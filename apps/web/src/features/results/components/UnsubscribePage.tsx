import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { api, ApiError } from '../../../lib/api';

type State = 'working' | 'done' | 'notFound' | 'error';

/** `/reminders/unsubscribe/:token`: the one-click cancel link of a reminder's confirmation email. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('working');
  useDocumentTitle(t('reminders:unsubscribe.title'));
  useEffect(() => {
    let live = true;
    api.get(`/api/reminders/unsubscribe/${encodeURIComponent(token)}`, { quiet: true }).then(
      () => live && setState('done'),
      (err: unknown) => live && setState(err instanceof ApiError && err.status === 404 ? 'notFound' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <div className="page">
      <h1>{t('reminders:unsubscribe.title')}</h1>
      <div role="status" aria-live="polite">
        <p className={state === 'done' ? 'callout callout--success' : undefined}>
          {t(`reminders:unsubscribe.${state}`)}
        </p>
      </div>
      <p>
        <Link to="/">{t('reminders:unsubscribe.home')}</Link>
      </p>
    </div>
  );
}
