import { formatDate, formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  HELP_REPLY_TEMPLATES,
  HELP_STATUSES,
  type HelpReplyTemplate,
  type HelpRequestDetail,
  type HelpStatus,
  type HelpUpdate,
} from '@cyr/schemas/staff';
import { staffApi, StaffApiError } from '../api';
import { useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';
import { OverdueBadge } from './InboxPage';

type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * One help request (its view is written to the audit log by the server): the message and contact details,
 * status, assignee, internal notes, and the reply form (a template and the staff member's text, emailed in
 * the person's language through the outbox).
 */
export function HelpRequestPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { me } = useStaffSession();
  const uid = useId();
  const detail = useStaffData<HelpRequestDetail>(`/api/staff/help/${encodeURIComponent(id)}`);
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const [status, setStatus] = useState<HelpStatus>('new');
  const [assignee, setAssignee] = useState('');
  const [note, setNote] = useState('');
  const [template, setTemplate] = useState<HelpReplyTemplate>('answer');
  const [reply, setReply] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const r = detail.data;
  useEffect(() => {
    if (!r) return;
    setStatus(r.status);
    setAssignee(r.assignee?.id ?? '');
  }, [r]);

  const failed = (err: unknown) =>
    setMessage({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });

  const update = async (body: HelpUpdate, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      detail.setData(await staffApi.patch<HelpRequestDetail>(`/api/staff/help/${encodeURIComponent(id)}`, body));
      setMessage({ kind: 'success', text: done });
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onStatus = (e: FormEvent) => {
    e.preventDefault();
    void update({ status }, t('staff:common.saved'));
  };
  const onAssign = (e: FormEvent) => {
    e.preventDefault();
    void update({ assigneeId: assignee || null }, t('staff:common.saved'));
  };
  const onNote = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setMessage({ kind: 'error', text: t('staff:signIn.required') });
    void update({ note: note.trim() }, t('staff:common.saved')).then((ok) => ok && setNote(''));
  };
  const onReply = async (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setMessage({ kind: 'error', text: t('staff:signIn.required') });
    setBusy(true);
    setMessage(null);
    try {
      detail.setData(
        await staffApi.post<HelpRequestDetail>(`/api/staff/help/${encodeURIComponent(id)}/reply`, {
          template,
          text: reply.trim(),
        }),
      );
      setReply('');
      setMessage({ kind: 'success', text: t('staff:request.sent') });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffPage title={t('staff:request.title')}>
      <p>
        <Link href="/staff/inbox">{t('staff:request.backToInbox')}</Link>
      </p>
      <Loaded loading={detail.loading && !r} error={detail.error} onRetry={detail.reload}>
        {() =>
          r && (
            <>
              <div aria-live="polite">{message && <Notice kind={message.kind}>{message.text}</Notice>}</div>
              <dl className="staff-facts">
                <dt>{t('staff:request.name')}</dt>
                <dd>{r.name ? <bdi>{r.name}</bdi> : t('staff:inbox.noName')}</dd>
                <dt>{t('staff:inbox.received')}</dt>
                <dd>{formatInstant(r.createdAt, lng)}</dd>
                <dt>{t('staff:inbox.status')}</dt>
                <dd>{t(`staff:statuses.${r.status}`)}</dd>
                <dt>{t('staff:inbox.due')}</dt>
                <dd>
                  {formatDate(r.dueOn, lng, 'medium')}
                  {r.overdue && (
                    <>
                      {' '}
                      <OverdueBadge />
                    </>
                  )}
                </dd>
                <dt>{t('staff:inbox.assignee')}</dt>
                <dd>{r.assignee?.email ?? t('staff:inbox.unassigned')}</dd>
                <dt>{t('staff:inbox.language')}</dt>
                <dd>{t(`staff:languages.${r.language}`)}</dd>
                <dt>{t('staff:request.email')}</dt>
                <dd>{r.email ? <bdi>{r.email}</bdi> : '—'}</dd>
                <dt>{t('staff:request.phone')}</dt>
                <dd>{r.phone ? <bdi dir="ltr">{r.phone}</bdi> : '—'}</dd>
              </dl>

              <h2>{t('staff:request.message')}</h2>
              <blockquote className="staff-message" lang={r.language}>
                <bdi>{r.description}</bdi>
              </blockquote>
              {r.messages.length > 0 && (
                <section aria-labelledby={`${uid}-added`}>
                  <h2 id={`${uid}-added`}>{t('staff:request.added')}</h2>
                  <ol className="staff-history">
                    {r.messages.map((m) => (
                      <li key={m.at}>
                        <p className="staff-history__meta">{formatInstant(m.at, lng)}</p>
                        <blockquote className="staff-message" lang={r.language}>
                          <bdi>{m.text}</bdi>
                        </blockquote>
                      </li>
                    ))}
                  </ol>
                </section>
              )}

              <div className="staff-columns">
                <form className="staff-box" onSubmit={onStatus}>
                  <h2>{t('staff:request.changeStatus')}</h2>
                  <div className="field">
                    <label className="field__label" htmlFor={`${uid}-status`}>
                      {t('staff:inbox.status')}
                    </label>
                    <select
                      id={`${uid}-status`}
                      className="select"
                      value={status}
                      onChange={(e) => setStatus(e.target.value as HelpStatus)}
                    >
                      {HELP_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`staff:statuses.${s}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn btn--secondary" disabled={busy}>
                    {t('staff:common.save')}
                  </button>
                </form>

                <form className="staff-box" onSubmit={onAssign}>
                  <h2>{t('staff:request.assign')}</h2>
                  {r.assignees.length > 0 && (
                    <>
                      <div className="field">
                        <label className="field__label" htmlFor={`${uid}-assignee`}>
                          {t('staff:inbox.assignee')}
                        </label>
                        <select
                          id={`${uid}-assignee`}
                          className="select"
                          value={assignee}
                          onChange={(e) => setAssignee(e.target.value)}
                        >
                          <option value="">{t('staff:inbox.unassigned')}</option>
                          {r.assignees.map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.email}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button type="submit" className="btn btn--secondary" disabled={busy}>
                        {t('staff:common.save')}
                      </button>
                    </>
                  )}
                  <div className="button-group">
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy || r.assignee?.id === me?.id}
                      onClick={() => void update({ assigneeId: me?.id ?? null }, t('staff:common.saved'))}
                    >
                      {t('staff:request.assignToMe')}
                    </button>
                    {r.assignee && (
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={busy}
                        onClick={() => void update({ assigneeId: null }, t('staff:common.saved'))}
                      >
                        {t('staff:request.unassign')}
                      </button>
                    )}
                  </div>
                </form>
              </div>

              <section className="staff-box" aria-labelledby={`${uid}-reply-h`}>
                <h2 id={`${uid}-reply-h`}>{t('staff:request.reply')}</h2>
                {r.email ? (
                  <form onSubmit={(e) => void onReply(e)}>
                    <p>{t('staff:request.replyIntro', { language: t(`staff:languages.${r.language}`) })}</p>
                    <div className="field">
                      <label className="field__label" htmlFor={`${uid}-template`}>
                        {t('staff:request.template')}
                      </label>
                      <select
                        id={`${uid}-template`}
                        className="select"
                        value={template}
                        onChange={(e) => setTemplate(e.target.value as HelpReplyTemplate)}
                      >
                        {HELP_REPLY_TEMPLATES.map((k) => (
                          <option key={k} value={k}>
                            {t(`staff:templates.${k}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor={`${uid}-reply`}>
                        {t('staff:request.replyText')}
                      </label>
                      <textarea
                        id={`${uid}-reply`}
                        className="input textarea"
                        value={reply}
                        maxLength={8000}
                        onChange={(e) => setReply(e.target.value)}
                      />
                    </div>
                    <button type="submit" className="btn btn--primary" disabled={busy}>
                      {t('staff:request.send')}
                    </button>
                  </form>
                ) : (
                  <p>{t('staff:request.noEmail')}</p>
                )}
                <h3>{t('staff:request.history')}</h3>
                {r.replies.length === 0 ? (
                  <p>{t('staff:request.noReplies')}</p>
                ) : (
                  <ul className="staff-log">
                    {r.replies.map((rep) => (
                      <li key={`${rep.at}-${rep.by}`}>
                        <p className="staff-log__meta">
                          {formatInstant(rep.at, lng)} · {rep.by} · {t(`staff:templates.${rep.template}`)} ·{' '}
                          {t(`staff:languages.${rep.language}`)}
                        </p>
                        <p className="staff-log__text" lang={rep.language}>
                          {rep.text}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section className="staff-box" aria-labelledby={`${uid}-notes-h`}>
                <h2 id={`${uid}-notes-h`}>{t('staff:request.notes')}</h2>
                <p>{t('staff:request.notesHint')}</p>
                {r.notes.length === 0 ? (
                  <p>{t('staff:request.noNotes')}</p>
                ) : (
                  <ul className="staff-log">
                    {r.notes.map((n) => (
                      <li key={`${n.at}-${n.by}`}>
                        <p className="staff-log__meta">
                          {formatInstant(n.at, lng)} · {n.by}
                        </p>
                        <p className="staff-log__text">{n.text}</p>
                      </li>
                    ))}
                  </ul>
                )}
                <form onSubmit={onNote}>
                  <div className="field">
                    <label className="field__label" htmlFor={`${uid}-note`}>
                      {t('staff:request.addNote')}
                    </label>
                    <textarea
                      id={`${uid}-note`}
                      className="input textarea"
                      value={note}
                      maxLength={4000}
                      onChange={(e) => setNote(e.target.value)}
                    />
                  </div>
                  <button type="submit" className="btn btn--secondary" disabled={busy}>
                    {t('staff:request.addNote')}
                  </button>
                </form>
              </section>
            </>
          )
        }
      </Loaded>
    </StaffPage>
  );
}
