import { formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditListResponse } from '@cyr/schemas/staff';
import { useStaffData } from '../useStaffData';
import { Loaded, ScrollRegion, StaffPage } from '../components/StaffPage';

interface Filters {
  actor: string;
  action: '' | AuditAction;
  from: string;
  to: string;
  client: string;
}

const EMPTY: Filters = { actor: '', action: '', from: '', to: '', client: '' };

function query(f: Filters, page: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A change's values, `key: value` in one line (roles, statuses, assignees). */
function values(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') return String(v);
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}: ${x === null ? '—' : typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
    .join(', ');
}

/**
 * The audit log (admin): who did what and when, newest first, fifty to a page, filtered by who (a member's
 * email, or tries that named no account), what, which days and which client. Repeated failed sign-ins are
 * one line with how many and from when to when; the client is a code (a keyed hash), the same for one address.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useStaffData<AuditListResponse>(`/api/staff/audit${query(filters, page)}`);
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const byClient = (client: string) => {
    const next = { ...EMPTY, client };
    setDraft(next);
    setFilters(next);
    setPage(1);
  };

  const field = (key: keyof Filters, label: string, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <StaffPage title={t('staff:audit.title')} intro={t('staff:audit.intro')}>
      <form className="staff-filters" onSubmit={apply} aria-labelledby={`${id}-legend`}>
        <fieldset className="staff-filters__fields">
          <legend id={`${id}-legend`}>{t('staff:audit.filters')}</legend>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-who`}>
              {t('staff:audit.who')}
            </label>
            <p className="field__hint" id={`${id}-who-hint`}>
              {t('staff:audit.whoHint')}
            </p>
            <input
              id={`${id}-who`}
              className="input"
              aria-describedby={`${id}-who-hint`}
              value={draft.actor}
              onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-action`}>
              {t('staff:audit.what')}
            </label>
            <select
              id={`${id}-action`}
              className="select"
              value={draft.action}
              onChange={(e) => {
                const v = e.target.value;
                setDraft({
                  ...draft,
                  action: (AUDIT_ACTIONS as readonly string[]).includes(v) ? (v as AuditAction) : '',
                });
              }}
            >
              <option value="">{t('staff:audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`staff:audit.actions.${a}`)}
                </option>
              ))}
            </select>
          </div>
          {field('from', t('staff:common.from'), 'date')}
          {field('to', t('staff:common.to'), 'date')}
          {field('client', t('staff:audit.client'))}
          <div className="staff-filters__buttons">
            <button type="submit" className="btn btn--primary">
              {t('staff:common.apply')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => {
                setDraft(EMPTY);
                setFilters(EMPTY);
                setPage(1);
              }}
            >
              {t('staff:audit.clear')}
            </button>
          </div>
        </fieldset>
      </form>
      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() => {
          const data = list.data;
          if (!data) return null;
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <>
              <p role="status">{t('staff:audit.count', { count: data.total, page: data.page, pages })}</p>
              {data.entries.length === 0 ? (
                <p>{t('staff:audit.empty')}</p>
              ) : (
                <ScrollRegion label={t('staff:audit.title')}>
                  {/* On a phone the rows stack as cards (staff.css); the table stays a table to screen readers. */}
                  <table className="staff-table staff-audit">
                    <caption className="visually-hidden">{t('staff:audit.title')}</caption>
                    <thead>
                      <tr>
                        {COLUMNS.map((c) => (
                          <th key={c} scope="col">
                            {t(`staff:audit.${c}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.entries.map((e) => (
                        <Row key={e.id} e={e} lng={lng} onClient={byClient} />
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
              <nav className="staff-pager" aria-label={t('staff:audit.pages')}>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  {t('staff:audit.newer')}
                </button>
                <span>{t('staff:audit.pageOf', { page: data.page, pages })}</span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('staff:audit.older')}
                </button>
              </nav>
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}

/** The table's columns, in order; each names its header (`staff:audit.<column>`). */
const COLUMNS = ['when', 'who', 'what', 'subject', 'change', 'client'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * One cell: on a phone, where the rows stack, its column's name shows before the value (hidden from screen
 * readers, which announce the column header themselves); on a desk the name is not shown.
 */
function Cell({ column, children }: { column: Column; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td>
      <span className="staff-audit__label" aria-hidden="true">
        {t(`staff:audit.${column}`)}
      </span>
      <span className="staff-audit__value">{children}</span>
    </td>
  );
}

function Row({ e, lng, onClient }: { e: AuditEntry; lng: Language; onClient: (client: string) => void }) {
  const { t } = useTranslation();
  const before = values(e.before);
  const after = values(e.after);
  return (
    <tr className={e.count > 1 ? 'staff-audit__folded' : undefined}>
      <Cell column="when">
        {formatInstant(e.at, lng)}
        {e.count > 1 && e.lastAt && <> {t('staff:audit.until', { at: formatInstant(e.lastAt, lng) })}</>}
      </Cell>
      <Cell column="who">{e.actor ? <bdi>{e.actor}</bdi> : t('staff:audit.anonymous')}</Cell>
      <Cell column="what">
        {t(`staff:audit.actions.${e.action}`)}
        {e.count > 1 && (
          <>
            {' '}
            <strong className="staff-audit__count">{t('staff:audit.times', { count: e.count })}</strong>
          </>
        )}
      </Cell>
      <Cell column="subject">{e.subject ? <bdi className="staff-audit__subject">{e.subject}</bdi> : '—'}</Cell>
      <Cell column="change">
        {before || after ? (
          <>
            <bdi>{before || '—'}</bdi> → <bdi>{after || '—'}</bdi>
          </>
        ) : (
          '—'
        )}
      </Cell>
      <Cell column="client">
        {e.client ? (
          <button
            type="button"
            className="btn btn--link"
            aria-label={t('staff:audit.byClient', { client: e.client })}
            onClick={() => onClient(e.client ?? '')}
          >
            <code>{e.client}</code>
          </button>
        ) : (
          '—'
        )}
      </Cell>
    </tr>
  );
}
