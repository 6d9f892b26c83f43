import { formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import {
  REFERRAL_DECLINE_REASONS,
  REFERRAL_OUTCOMES,
  type ReferralDeclineReason,
  type ReferralOutcome,
} from '@cyr/schemas/partners';
import {
  type StaffReferral,
  type StaffReferralAction,
  type StaffReferralDetail,
  type StaffReferralList,
} from '@cyr/schemas/staff';
import { staffApi, StaffApiError } from '../api';
import { hasRole, useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, ScrollRegion, StaffPage } from '../components/StaffPage';

/**
 * Referrals (docs/decisions/0107-partner-role.md). A partner account sees the referrals sent to its organisation,
 * opens one (the server audits the view) and answers it; staff and admins see every referral's status and age.
 */
export function ReferralsPage() {
  const { t, i18n } = useTranslation();
  const { me } = useStaffSession();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const list = useStaffData<StaffReferralList>('/api/staff/referrals');
  const partner = hasRole(me, 'partner');
  return (
    <StaffPage
      title={t('staff:referrals.title')}
      intro={partner ? t('staff:referrals.introPartner') : t('staff:referrals.introStaff')}
    >
      <Loaded loading={list.loading} error={list.error} onRetry={list.reload}>
        {() =>
          list.data &&
          (list.data.referrals.length === 0 ? (
            <p>{t('staff:referrals.empty')}</p>
          ) : (
            <ScrollRegion label={t('staff:common.tableOf', { title: t('staff:referrals.title') })}>
              <table className="staff-table">
                <caption className="visually-hidden">{t('staff:referrals.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff:referrals.sent')}</th>
                    {!partner && <th scope="col">{t('staff:referrals.partner')}</th>}
                    <th scope="col">{t('staff:referrals.status')}</th>
                    <th scope="col">{t('staff:referrals.age')}</th>
                    <th scope="col">{t('staff:referrals.cases')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.referrals.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">
                        {partner ? (
                          <Link href={`/staff/referrals/${r.id}`}>
                            {t('staff:referrals.open', { date: formatInstant(r.sentAt, lng) })}
                          </Link>
                        ) : (
                          formatInstant(r.sentAt, lng)
                        )}
                      </th>
                      {!partner && <td>{r.partner.name[lng === 'es' ? 'es' : 'en']}</td>}
                      <td>{t(`staff:referrals.statuses.${r.status}`)}</td>
                      <td>{t('staff:referrals.ageDays', { count: r.ageDays })}</td>
                      <td>{r.caseCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ))
        }
      </Loaded>
    </StaffPage>
  );
}

type Message = { kind: 'success' | 'error'; text: string } | null;

/** One referral for the partner it was sent to: what the person sent, and the answer (accept, decline, close). */
export function ReferralPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  const detail = useStaffData<StaffReferralDetail>(`/api/staff/referrals/${encodeURIComponent(id)}`);
  const [reason, setReason] = useState<ReferralDeclineReason | ''>('');
  const [outcome, setOutcome] = useState<ReferralOutcome | ''>('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const r = detail.data;

  const answer = async (body: StaffReferralAction) => {
    if (!r) return;
    setBusy(true);
    setMessage(null);
    try {
      const out = await staffApi.post<StaffReferral>(`/api/staff/referrals/${encodeURIComponent(id)}`, body);
      detail.setData({ ...r, ...out });
      const status = t(`staff:referrals.statuses.${out.status}`);
      setMessage({
        kind: 'success',
        text: r.personal?.email
          ? t('staff:referrals.answeredTold', { status })
          : t('staff:referrals.answered', { status }),
      });
    } catch (err) {
      setMessage({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    } finally {
      setBusy(false);
    }
  };
  const onDecline = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setMessage({ kind: 'error', text: t('staff:signIn.required') });
    void answer({ action: 'decline', reason });
  };
  const onClose = (e: FormEvent) => {
    e.preventDefault();
    if (!outcome) return setMessage({ kind: 'error', text: t('staff:signIn.required') });
    void answer({ action: 'close', outcome });
  };

  return (
    <StaffPage
      title={r ? t('staff:referrals.detailTitle', { date: formatInstant(r.sentAt, lng) }) : t('staff:referrals.title')}
    >
      <p>
        <Link href="/staff/referrals">{t('staff:referrals.back')}</Link>
      </p>
      <Loaded loading={detail.loading && !r} error={detail.error} onRetry={detail.reload}>
        {() =>
          r && (
            <>
              <div aria-live="polite">{message && <Notice kind={message.kind}>{message.text}</Notice>}</div>
              <dl className="staff-facts">
                <dt>{t('staff:referrals.status')}</dt>
                <dd>
                  {t(`staff:referrals.statuses.${r.status}`)}
                  {r.declineReason && ` (${t(`staff:referrals.declineReasons.${r.declineReason}`)})`}
                  {r.outcome && ` (${t(`staff:referrals.outcomes.${r.outcome}`)})`}
                </dd>
                <dt>{t('staff:referrals.age')}</dt>
                <dd>{t('staff:referrals.ageDays', { count: r.ageDays })}</dd>
              </dl>
              {r.personal ? (
                <>
                  <h2>{t('staff:referrals.person')}</h2>
                  <dl className="staff-facts">
                    <dt>{t('staff:referrals.name')}</dt>
                    <dd>{r.personal.name}</dd>
                    <dt>{t('staff:referrals.email')}</dt>
                    <dd>{r.personal.email || t('staff:referrals.none')}</dd>
                    <dt>{t('staff:referrals.phone')}</dt>
                    <dd>{r.personal.phone || t('staff:referrals.none')}</dd>
                    <dt>{t('staff:referrals.language')}</dt>
                    <dd>{t(`staff:languages.${r.language}`)}</dd>
                  </dl>
                  {!r.personal.email && <p>{t('staff:referrals.noEmail')}</p>}
                  <h2>{t('staff:referrals.casesHeading', { count: r.personal.cases.length })}</h2>
                  <ScrollRegion label={t('staff:referrals.casesHeading', { count: r.personal.cases.length })}>
                    <table className="staff-table">
                      <thead>
                        <tr>
                          <th scope="col">{t('staff:referrals.cause')}</th>
                          <th scope="col">{t('staff:referrals.court')}</th>
                          <th scope="col">{t('staff:referrals.offense')}</th>
                          <th scope="col">{t('staff:referrals.result')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {r.personal.cases.map((c, i) => (
                          <tr key={`${c.cause}-${i}`}>
                            <th scope="row">
                              {c.cause}
                              {c.origin && ` (${t('staff:referrals.entered')})`}
                            </th>
                            <td>{c.court}</td>
                            <td>
                              {c.offense} ({c.level})
                            </td>
                            <td>{t(`staff:usage.outcomeKinds.${c.outcome}`)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollRegion>
                </>
              ) : (
                <p>{t('staff:referrals.deleted')}</p>
              )}

              <h2>{t('staff:referrals.answerHeading')}</h2>
              {r.status === 'sent' && (
                <p>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy}
                    onClick={() => void answer({ action: 'accept' })}
                  >
                    {t('staff:referrals.accept')}
                  </button>
                </p>
              )}
              {r.status === 'accepted' && (
                <form className="staff-box" onSubmit={onClose}>
                  <div className="field">
                    <label className="field__label" htmlFor={`${uid}-outcome`}>
                      {t('staff:referrals.closeOutcome')}
                    </label>
                    <select
                      id={`${uid}-outcome`}
                      className="select"
                      value={outcome}
                      onChange={(e) => setOutcome(e.target.value as ReferralOutcome | '')}
                    >
                      <option value="">{t('staff:referrals.choose')}</option>
                      {REFERRAL_OUTCOMES.map((o) => (
                        <option key={o} value={o}>
                          {t(`staff:referrals.outcomes.${o}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn btn--primary" disabled={busy}>
                    {t('staff:referrals.close')}
                  </button>
                </form>
              )}
              {(r.status === 'sent' || r.status === 'accepted') && (
                <form className="staff-box" onSubmit={onDecline}>
                  <div className="field">
                    <label className="field__label" htmlFor={`${uid}-reason`}>
                      {t('staff:referrals.declineReason')}
                    </label>
                    <select
                      id={`${uid}-reason`}
                      className="select"
                      value={reason}
                      onChange={(e) => setReason(e.target.value as ReferralDeclineReason | '')}
                    >
                      <option value="">{t('staff:referrals.choose')}</option>
                      {REFERRAL_DECLINE_REASONS.map((o) => (
                        <option key={o} value={o}>
                          {t(`staff:referrals.declineReasons.${o}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn btn--secondary" disabled={busy}>
                    {t('staff:referrals.decline')}
                  </button>
                </form>
              )}
              {r.status !== 'sent' && r.status !== 'accepted' && <p>{t('staff:referrals.nothingToDo')}</p>}
            </>
          )
        }
      </Loaded>
    </StaffPage>
  );
}

/** The notice's link (`/staff/referrals/open?link=`): the referral it names, or why it does not open. */
export function ReferralOpenPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const link = new URLSearchParams(search).get('link') ?? '';
    const ctl = new AbortController();
    staffApi.get<{ id: string }>(`/api/staff/referrals/open?link=${encodeURIComponent(link)}`, ctl.signal).then(
      (r) => navigate(`/staff/referrals/${r.id}`, { replace: true }),
      (err: unknown) => {
        if (ctl.signal.aborted) return;
        setError(
          err instanceof StaffApiError && err.status === 410
            ? t('staff:referrals.linkExpired')
            : t('staff:referrals.linkNotYours'),
        );
      },
    );
    return () => ctl.abort();
  }, [search, navigate, t]);
  return (
    <StaffPage title={t('staff:referrals.title')}>
      {error ? (
        <>
          <Notice kind="error">{error}</Notice>
          <p>
            <Link href="/staff/referrals">{t('staff:referrals.back')}</Link>
          </p>
        </>
      ) : (
        <p className="staff-loading" role="status">
          {t('staff:referrals.opening')}
        </p>
      )}
    </StaffPage>
  );
}
