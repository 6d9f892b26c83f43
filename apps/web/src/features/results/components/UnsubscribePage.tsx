import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { api, ApiError } from '../../../lib/api';

type State = 'confirm' | 'working' | 'done' | 'notFound' | 'error';

/**
 * `/reminders/unsubscribe/:token`: the cancel link of a reminder's confirmation email. Opening the page
 * changes nothing (mail scanners open links, and some run their scripts); the person's click on the button
 * cancels the reminder.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('confirm');
  useDocumentTitle(t('reminders:unsubscribe.title'));
  const cancel = () => {
    setState('working');
    api.post(`/api/reminders/unsubscribe/${encodeURIComponent(token)}`, {}, { quiet: true }).then(
      () => setState('done'),
      (err: unknown) => setState(err instanceof ApiError && err.status === 404 ? 'notFound' : 'error'),
    );
  };
  return (
    <div className="page">
      <h1>{t('reminders:unsubscribe.title')}</h1>
      {/* Announced when it changes; a cancelled reminder is a success like a saved one (ReminderForm). */}
      <div role="status" aria-live="polite">
        {state === 'done' ? (
          <Alert variant="success">
            <p>{t('reminders:unsubscribe.done')}</p>
          </Alert>
        ) : (
          <p>{t(`reminders:unsubscribe.${state}`)}</p>
        )}
      </div>
      {(state === 'confirm' || state === 'error') && (
        <p>
          <Button onClick={cancel} track="reminder_unsubscribe">
            {t('reminders:unsubscribe.button')}
          </Button>
        </p>
      )}
      <p>
        <Link to="/">{t('reminders:unsubscribe.home')}</Link>
      </p>
    </div>
  );
}
