import { useId, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HELP_STATUSES, type HelpListResponse } from '@cyr/schemas/staff';
import { useStaffData } from '../useStaffData';
import { formatDate, formatInstant, Loaded, ScrollRegion, StaffPage } from '../components/StaffPage';

const FILTERS = ['open', ...HELP_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];

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

/** The help inbox: requests by due date with status, assignee, language; overdue ones marked and counted. */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<Filter>('open');
  const list = useStaffData<HelpListResponse>(`/api/staff/help?status=${filter}`);
  const lng = i18n.language;

  return (
    <StaffPage title={t('staff:inbox.title')} intro={t('staff:inbox.intro')}>
      <div className="field staff-filter">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('staff:inbox.filterStatus')}
        </label>
        <select
          id={`${id}-status`}
          className="select"
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
        >
          {FILTERS.map((f) => (
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
      <Loaded loading={list.loading && !list.data} error={list.error} onRetry={list.reload}>
        {() => {
          const data = list.data;
          if (!data) return null;
          return (
            <>
              {data.overdue > 0 && (
                <Alert variant="warning" role="status">
                  <p>
                    <OverdueBadge /> {t('staff:inbox.overdueCount', { count: data.overdue })}
                  </p>
                </Alert>
              )}
              {data.requests.length === 0 ? (
                <p>{t('staff:inbox.empty')}</p>
              ) : (
                <ScrollRegion label={t('staff:inbox.title')}>
                  <table className="staff-table staff-inbox">
                    <caption className="visually-hidden">{t('staff:inbox.title')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('staff:inbox.request')}</th>
                        <th scope="col">{t('staff:inbox.received')}</th>
                        <th scope="col">{t('staff:inbox.status')}</th>
                        <th scope="col">{t('staff:inbox.assignee')}</th>
                        <th scope="col">{t('staff:inbox.due')}</th>
                        <th scope="col">{t('staff:inbox.language')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.requests.map((r) => (
                        <tr key={r.id} className={r.overdue ? 'staff-inbox__overdue' : undefined}>
                          <th scope="row">
                            <Link href={`/staff/inbox/${r.id}`}>{t('staff:inbox.open', { id: r.id.slice(0, 8) })}</Link>
                          </th>
                          <td>{formatInstant(r.createdAt, lng)}</td>
                          <td>{t(`staff:statuses.${r.status}`)}</td>
                          <td>{r.assignee?.email ?? t('staff:inbox.unassigned')}</td>
                          <td>
                            {formatDate(r.dueOn, lng)}
                            {r.overdue && (
                              <>
                                {' '}
                                <OverdueBadge />
                              </>
                            )}
                          </td>
                          <td>{t(`staff:languages.${r.language}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </>
          );
        }}
      </Loaded>
    </StaffPage>
  );
}
