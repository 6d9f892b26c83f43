import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { VALIDATION_MESSAGES } from '@cyr/schemas/common';
import { HELP_MESSAGE_LIMITS } from '@cyr/schemas/survey';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextArea } from '../../../components/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { api, ApiError } from '../../../lib/api';

type State = 'form' | 'sending' | 'added' | 'notFound' | 'full' | 'error';

/**
 * `/help/add/:token`: the link in a help request's acknowledgement. The person writes what they want to add;
 * it joins their request in the staff inbox (POST /api/help/add/:token). Opening the page sends nothing.
 */
export default function HelpAddPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [state, setState] = useState<State>('form');
  useDocumentTitle(t('help:add.title'));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setFieldError(t(VALIDATION_MESSAGES.required));
      return;
    }
    setFieldError(undefined);
    setState('sending');
    api.post(`/api/help/add/${encodeURIComponent(token)}`, { message: message.trim() }, { quiet: true }).then(
      () => setState('added'),
      (err: unknown) =>
        setState(
          err instanceof ApiError && err.status === 404
            ? 'notFound'
            : err instanceof ApiError && err.status === 409
              ? 'full'
              : 'error',
        ),
    );
  };

  const done = state === 'added' || state === 'notFound' || state === 'full';
  return (
    <div className="page">
      <h1>{t('help:add.title')}</h1>
      <div role="status" aria-live="polite">
        {state === 'added' && (
          <Alert variant="success">
            <p>{t('help:add.added')}</p>
          </Alert>
        )}
        {(state === 'notFound' || state === 'full' || state === 'error') && (
          <Alert variant="error">
            <p>{t(`help:add.${state}`)}</p>
          </Alert>
        )}
      </div>
      {!done && (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('help:add.intro')}</p>
          <TextArea
            id="help-add-message"
            label={t('help:add.message')}
            hint={t('help:add.messageHint')}
            maxLength={HELP_MESSAGE_LIMITS.maxLength}
            value={message}
            error={fieldError}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button type="submit" disabled={state === 'sending'} track="help_add_submit">
            {state === 'sending' ? t('common:status.sending') : t('help:add.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to="/">{t('help:add.home')}</Link>
      </p>
    </div>
  );
}
