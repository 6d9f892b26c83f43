import { formatDate, formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HELP_STATUSES, type HelpBulkResponse, type HelpListResponse } from '@cyr/schemas/staff';
import { staffApi, StaffApiError } from '../api';
import { useStaffData } from '../useStaffData';
import { Loaded, Notice, StaffPage } from '../components/StaffPage';

const STATUS_FILTERS = ['open', ...HELP_STATUSES, 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

interface Filters {
  q: string;
  status: StatusFilter;
  assignee: string;
  language: '' | 'en' | 'es';
  overdue: boolean;
}

const START: Filters = { q: '', status: 'open', assignee: '', language: '', overdue: false };

function query(f: Filters): string {
  const q = new URLSearchParams({ status: f.status });
  if (f.q.trim()) q.set('q', f.q.trim());
  if (f.assignee) q.set('assignee', f.assignee);
  if (f.language) q.set('language', f.language);
  if (f.overdue) q.set('overdue', 'true');
  return `?${q.toString()}`;
}

/** The word and mark of an overdue request: text and an icon, not colour alone (WCAG 1.4.1). */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <strong className="staff-overdue">
      <span aria-hidden="true" className="staff-overdue__mark">
        !
      </span>
      {t('staff:inbox.overdue')}
    </strong>
  );
}

/**
 * The help inbox: requests by due date, each with its due date first (in view on a phone), the person's name
 * and the first line of their message; search (name, email, phone, text) and filters (status, assignee,
 * language, overdue); several requests chosen at once can be assigned or closed together.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Filters>(START);
  const [filters, setFilters] = useState<Filters>(START);
  const list = useStaffData<HelpListResponse>(`/api/staff/help${query(filters)}`);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [bulkAssignee, setBulkAssignee] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';

  // A new list forgets choices that are no longer in it.
  useEffect(() => {
    const ids = new Set(list.data?.requests.map((r) => r.id));
    setChosen((c) => new Set([...c].filter((x) => ids.has(x))));
  }, [list.data]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setNotice(null);
  };

  const toggle = (rid: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(rid)) next.delete(rid);
      else next.add(rid);
      return next;
    });

  const bulk = async (action: 'assign' | 'close') => {
    if (chosen.size === 0) {
      setNotice({ kind: 'error', text: t('staff:inbox.chooseFirst') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const body =
        action === 'assign'
          ? { ids: [...chosen], action, assigneeId: bulkAssignee || null }
          : { ids: [...chosen], action };
      const res = await staffApi.post<HelpBulkResponse>('/api/staff/help/bulk', body);
      setNotice({
        kind: 'success',
        text: t(action === 'assign' ? 'staff:inbox.bulkAssigned' : 'staff:inbox.bulkClosed', { count: res.updated }),
      });
      setChosen(new Set());
      list.reload();
    } catch (err) {
      setNotice({ kind: 'error', text: (err instanceof StaffApiError && err.text) || t('staff:error') });
    } finally {
      setBusy(false);
    }
  };

  const assignees = list.data?.assignees ?? [];

  return (
    <StaffPage title={t('staff:inbox.title')} intro={t('staff:inbox.intro')}>
      <form className="staff-filters" role="search" onSubmit={onSearch} aria-labelledby={`${id}-legend`}>
        <fieldset className="staff-filters__fields">
          <legend id={`${id}-legend`}>{t('staff:inbox.findTitle')}</legend>
          <div className="field staff-filters__wide">
            <label className="field__label" htmlFor={`${id}-q`}>
              {t('staff:inbox.search')}
            </label>
            <p className="field__hint" id={`${id}-q-hint`}>
              {t('staff:inbox.searchHint')}
            </p>
            <input
              id={`${id}-q`}
              className="input"
              type="search"
              aria-describedby={`${id}-q-hint`}
              maxLength={100}
              value={draft.q}
              onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-status`}>
              {t('staff:inbox.filterStatus')}
            </label>
            <select
              id={`${id}-status`}
              className="select"
              value={draft.status}
              onChange={(e) =>
                setDraft({ ...draft, status: STATUS_FILTERS.find((f) => f === e.target.value) ?? 'open' })
              }
            >
              {STATUS_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {f === 'all'
                    ? t('staff:inbox.allStatuses')
                    : f === 'open'
                      ? t('staff:inbox.openStatuses')
                      : t(`staff:statuses.${f}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-assignee`}>
              {t('staff:inbox.assignee')}
            </label>
            <select
              id={`${id}-assignee`}
              className="select"
              value={draft.assignee}
              onChange={(e) => setDraft({ ...draft, assignee: e.target.value })}
            >
              <option value="">{t('staff:inbox.anyone')}</option>
              <option value="me">{t('staff:inbox.me')}</option>
              <option value="none">{t('staff:inbox.unassigned')}</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.email}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-language`}>
              {t('staff:inbox.language')}
            </label>
            <select
              id={`${id}-language`}
              className="select"
              value={draft.language}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  language: e.target.value === 'en' || e.target.value === 'es' ? e.target.value : '',
                })
              }
            >
              <option value="">{t('staff:inbox.anyLanguage')}</option>
              <option value="en">{t('staff:languages.en')}</option>
              <option value="es">{t('staff:languages.es')}</option>
            </select>
          </div>
          <div className="staff-check">
            <input
              id={`${id}-overdue`}
              type="checkbox"
              checked={draft.overdue}
              onChange={(e) => setDraft({ ...draft, overdue: e.target.checked })}
            />
            <label htmlFor={`${id}-overdue`}>{t('staff:inbox.overdueOnly')}</label>
          </div>
          <div className="staff-filters__buttons">
            <button type="submit" className="btn btn--primary">
              {t('staff:inbox.find')}
            </button>
          </div>
        </fieldset>
      </form>

      <div aria-live="polite">{notice && <Notice kind={notice.kind}>{notice.text}</Notice>}</div>

      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() => {
          const data = list.data;
          if (!data) return null;
          const allChosen = data.requests.length > 0 && data.requests.every((r) => chosen.has(r.id));
          return (
            <>
              {data.overdue > 0 && (
                <Alert variant="warning" role="status">
                  <p>
                    <OverdueBadge /> {t('staff:inbox.overdueCount', { count: data.overdue })}
                  </p>
                </Alert>
              )}
              <p role="status">{t('staff:inbox.shown', { count: data.requests.length })}</p>
              {data.requests.length === 0 ? (
                <p>{t('staff:inbox.empty')}</p>
              ) : (
                <>
                  <fieldset className="staff-bulk">
                    <legend>{t('staff:inbox.bulkTitle', { count: chosen.size })}</legend>
                    <div className="staff-check">
                      <input
                        id={`${id}-all`}
                        type="checkbox"
                        checked={allChosen}
                        onChange={() => setChosen(allChosen ? new Set() : new Set(data.requests.map((r) => r.id)))}
                      />
                      <label htmlFor={`${id}-all`}>{t('staff:inbox.chooseAll')}</label>
                    </div>
                    <div className="staff-bulk__actions">
                      <label className="field__label" htmlFor={`${id}-bulk-assignee`}>
                        {t('staff:inbox.assignTo')}
                      </label>
                      <select
                        id={`${id}-bulk-assignee`}
                        className="select"
                        value={bulkAssignee}
                        onChange={(e) => setBulkAssignee(e.target.value)}
                      >
                        <option value="">{t('staff:inbox.unassigned')}</option>
                        {assignees.map((a) => (
                          <option key={a.id} value={a.id}>
                            {a.email}
                          </option>
                        ))}
                      </select>
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={busy}
                        onClick={() => void bulk('assign')}
                      >
                        {t('staff:inbox.assignChosen')}
                      </button>
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={busy}
                        onClick={() => void bulk('close')}
                      >
                        {t('staff:inbox.closeChosen')}
                      </button>
                    </div>
                  </fieldset>
                  <ul className="staff-inbox">
                    {data.requests.map((r) => (
                      <li key={r.id} className={`staff-inbox__item${r.overdue ? ' staff-inbox__item--overdue' : ''}`}>
                        <input
                          id={`${id}-pick-${r.id}`}
                          type="checkbox"
                          className="staff-inbox__pick"
                          checked={chosen.has(r.id)}
                          onChange={() => toggle(r.id)}
                          aria-label={t('staff:inbox.choose', { name: r.name ?? t('staff:inbox.noName') })}
                        />
                        <div className="staff-inbox__body">
                          <p className="staff-inbox__due">
                            {t('staff:inbox.dueOn', { date: formatDate(r.dueOn, lng, 'medium') })}
                            {r.overdue && (
                              <>
                                {' '}
                                <OverdueBadge />
                              </>
                            )}
                          </p>
                          <p className="staff-inbox__who">
                            <Link href={`/staff/inbox/${r.id}`}>
                              {r.name ? <bdi>{r.name}</bdi> : t('staff:inbox.noName')}
                            </Link>
                            {r.newMessages > 0 && (
                              <>
                                {' '}
                                <strong className="staff-badge">
                                  {t('staff:inbox.newMessages', { count: r.newMessages })}
                                </strong>
                              </>
                            )}
                          </p>
                          <p className="staff-inbox__line" lang={r.language}>
                            <bdi>{r.firstLine}</bdi>
                          </p>
                          <p className="staff-inbox__meta">
                            {t(`staff:statuses.${r.status}`)} ·{' '}
                            {r.assignee ? <bdi>{r.assignee.email}</bdi> : t('staff:inbox.unassigned')} ·{' '}
                            {t(`staff:languages.${r.language}`)} ·{' '}
                            {t('staff:inbox.receivedOn', { at: formatInstant(r.createdAt, lng) })}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}
