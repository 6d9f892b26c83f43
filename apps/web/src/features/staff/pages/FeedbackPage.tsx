import { formatInstant } from '@cyr/i18n/dates';
import type { Language } from '@cyr/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackContactsResponse, FeedbackSummary, FeedbackTextResponse } from '@cyr/schemas/staff';
import { rangeQuery } from '../api';
import { mayUseArea, useStaffSession } from '../session';
import { useStaffData } from '../useStaffData';
import { BarChartWithTable } from '../components/Charts';
import { DateRangeForm, defaultRange, Loaded, ScrollRegion, StaffPage, type DateRange } from '../components/StaffPage';

/**
 * Survey results over a date range: per choice question a chart of how many chose each answer with its
 * table, the written comments, and (admins only; each view audited by the server) the contact details of
 * people who asked to be contacted. The CSV export is a plain link: the browser sends the session cookie.
 */
export function FeedbackPage() {
  // The survey's own questions and answers (`survey` messages) label the charts.
  const { t, i18n } = useTranslation(['staff', 'survey']);
  const { me } = useStaffSession();
  const admin = mayUseArea(me, 'feedbackResponses');
  const [range, setRange] = useState<DateRange>(defaultRange);
  const q = rangeQuery(range);
  const summary = useStaffData<FeedbackSummary>(`/api/staff/feedback/summary${q}`);
  const text = useStaffData<FeedbackTextResponse>(`/api/staff/feedback/text${q}`);
  const contacts = useStaffData<FeedbackContactsResponse>(admin ? `/api/staff/feedback/contacts${q}` : null);
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';

  return (
    <StaffPage title={t('staff:feedback.title')} intro={t('staff:feedback.intro')}>
      <DateRangeForm value={range} onChange={setRange} />
      {admin ? (
        <p>
          <a className="btn btn--secondary" href={`/api/staff/feedback/export.csv${q}`} download>
            {t('staff:feedback.exportCsv')}
          </a>
        </p>
      ) : (
        <p>{t('staff:feedback.totalsOnly')}</p>
      )}
      <Loaded loading={summary.loading} error={summary.error} onRetry={summary.reload}>
        {() =>
          summary.data && (
            <>
              <p className="staff-big-number">
                {t('staff:feedback.responses', { count: summary.data.responses })} ({t('staff:languages.en')}:{' '}
                {summary.data.byLanguage.en}, {t('staff:languages.es')}: {summary.data.byLanguage.es})
              </p>
              <div className="staff-charts">
                {summary.data.questions.map((question) => (
                  <BarChartWithTable
                    key={question.question}
                    title={t(`survey:questions.${question.question}`)}
                    labelHeading={t('staff:common.answer')}
                    valueHeading={t('staff:common.count')}
                    headingLevel={2}
                    rows={[
                      ...question.answers.map((a) => ({
                        key: a.answer,
                        label: t(`survey:options.${question.question}.${a.answer}`, { defaultValue: a.answer }),
                        value: a.count,
                      })),
                      { key: '__unanswered', label: t('staff:feedback.unanswered'), value: question.unanswered },
                    ]}
                  />
                ))}
              </div>
            </>
          )
        }
      </Loaded>

      <section aria-labelledby="staff-feedback-text">
        <h2 id="staff-feedback-text">{t('staff:feedback.freeText')}</h2>
        <Loaded loading={text.loading} error={text.error} onRetry={text.reload}>
          {() =>
            text.data &&
            (text.data.answers.length === 0 ? (
              <p>{t('staff:feedback.noFreeText')}</p>
            ) : (
              <ul className="staff-log">
                {text.data.answers.map((a) => (
                  <li key={`${a.responseId}-${a.question}`}>
                    <p className="staff-log__meta">
                      {formatInstant(a.createdAt, lng)} · {t(`staff:languages.${a.language}`)} ·{' '}
                      {t(`survey:questions.${a.question}`)}
                    </p>
                    <p className="staff-log__text" lang={a.language}>
                      {a.text}
                    </p>
                  </li>
                ))}
              </ul>
            ))
          }
        </Loaded>
      </section>

      <section aria-labelledby="staff-feedback-contacts">
        <h2 id="staff-feedback-contacts">{t('staff:feedback.contacts')}</h2>
        {!admin ? (
          <p>{t('staff:feedback.contactsHiddenNote')}</p>
        ) : (
          <Loaded loading={contacts.loading} error={contacts.error} onRetry={contacts.reload}>
            {() =>
              contacts.data &&
              (contacts.data.contacts.length === 0 ? (
                <p>{t('staff:feedback.noContacts')}</p>
              ) : (
                <ScrollRegion label={t('staff:feedback.contacts')}>
                  <table className="staff-table">
                    <caption className="visually-hidden">{t('staff:feedback.contacts')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('staff:inbox.received')}</th>
                        <th scope="col">{t('staff:feedback.name')}</th>
                        <th scope="col">{t('staff:request.email')}</th>
                        <th scope="col">{t('staff:request.phone')}</th>
                        <th scope="col">{t('staff:inbox.language')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {contacts.data.contacts.map((c) => (
                        <tr key={c.responseId}>
                          <td>{formatInstant(c.createdAt, lng)}</td>
                          <th scope="row">{c.name || '—'}</th>
                          <td>{c.email || '—'}</td>
                          <td>{c.phone || '—'}</td>
                          <td>{t(`staff:languages.${c.language}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              ))
            }
          </Loaded>
        )}
      </section>
    </StaffPage>
  );
}
