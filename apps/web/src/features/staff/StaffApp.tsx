import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import type { i18n as I18n } from 'i18next';
import type { StaffArea, StaffMe } from '@cyr/schemas/staff';
import { staffMessages } from '@cyr/i18n/staff';
import { messagesReady } from '../../lib/i18n';
import { mayUseArea, StaffSessionProvider, useStaffSession } from './session';
import { SignInPage } from './pages/SignInPage';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { InboxPage } from './pages/InboxPage';
import { HelpRequestPage } from './pages/HelpRequestPage';
import { FeedbackPage } from './pages/FeedbackPage';
import { UsagePage } from './pages/UsagePage';
import { DataPage } from './pages/DataPage';
import { CountyReportPage } from './pages/CountyReportPage';
import { OutcomesPage } from './pages/OutcomesPage';
import { CourtNotesPage } from './pages/CourtNotesPage';
import { MembersPage } from './pages/MembersPage';
import { ReferralOpenPage, ReferralPage, ReferralsPage } from './pages/ReferralsPage';
import { ClinicPage } from './pages/ClinicPage';
import { DirectoryPage } from './pages/DirectoryPage';
import { AuditPage } from './pages/AuditPage';
import { AccountPage } from './pages/AccountPage';
import './staff.css';

/**
 * The staff console (docs/api/staff.md): its own bundle, loaded only under /staff (app/routes.tsx), with its
 * own layout (no public header, footer, analytics or leave warning), its messages (`staff`, English and
 * Spanish, brought by this bundle: the public pages never load them) and a language switch. The pages are
 * `noindex` (a robots meta tag here; the server also sends `X-Robots-Tag`), never prerendered and not in the
 * sitemap.
 */

/** Adds the console's messages to the app's i18n instance (both languages: the switch needs no download). */
export function addStaffMessages(i18n: I18n): void {
  for (const lng of ['en', 'es'] as const)
    if (!i18n.hasResourceBundle(lng, 'staff')) i18n.addResourceBundle(lng, 'staff', staffMessages[lng]);
}

/** `<meta name="robots" content="noindex, nofollow">` while the console is on screen. */
function useNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The console's pages in the menu, each with the area of STAFF_AREA_ROLES whose roles may open it. */
const NAV: { to: string; key: string; area: StaffArea }[] = [
  { to: '/staff/inbox', key: 'inbox', area: 'help' },
  { to: '/staff/referrals', key: 'referrals', area: 'referrals' },
  { to: '/staff/clinic', key: 'clinic', area: 'clinic' },
  { to: '/staff/partners', key: 'directory', area: 'directory' },
  { to: '/staff/feedback', key: 'feedback', area: 'feedback' },
  { to: '/staff/usage', key: 'usage', area: 'usage' },
  { to: '/staff/data', key: 'data', area: 'data' },
  { to: '/staff/county-report', key: 'countyReport', area: 'county' },
  { to: '/staff/outcomes', key: 'outcomes', area: 'outcomes' },
  { to: '/staff/court-notes', key: 'courtNotes', area: 'courtNotes' },
  { to: '/staff/members', key: 'members', area: 'members' },
  { to: '/staff/audit', key: 'audit', area: 'audit' },
  { to: '/staff/account', key: 'account', area: 'account' },
];

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'es' ? 'en' : 'es';
  const onClick = () => {
    // The console's own messages are in; the public `common` ones (field hints) load first.
    void messagesReady(i18n, other, ['common']).then(() => i18n.changeLanguage(other));
  };
  return (
    <button type="button" className="staff-header__button" lang={other} onClick={onClick}>
      <span aria-hidden="true">{t('staff:switchTo')}</span>
      <span className="visually-hidden">{t('staff:switchToLabel')}</span>
    </button>
  );
}

function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { me, signOut } = useStaffSession();
  const [pathname] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);

  // Focus moves to the page on a route change (the first one keeps the browser's).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        {t('staff:skipToContent')}
      </a>
      <header className="staff-header">
        <div className="staff-header__inner">
          <span className="staff-header__name">
            {t('common:siteName')} · {t('staff:consoleName')}
          </span>
          <div className="staff-header__tools">
            <LanguageSwitch />
            {me && (
              <button type="button" className="staff-header__button" onClick={() => void signOut()}>
                {t('staff:nav.signOut')}
              </button>
            )}
          </div>
        </div>
        {me && (
          <nav className="staff-nav" aria-label={t('staff:nav.label')}>
            <ul>
              {NAV.filter((n) => mayUseArea(me, n.area)).map((n) => {
                const current = pathname === n.to || pathname.startsWith(`${n.to}/`);
                return (
                  <li key={n.to}>
                    <Link href={n.to} aria-current={current ? 'page' : undefined}>
                      {t(`staff:nav.${n.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <p className="staff-nav__who">
              {t('staff:nav.signedInAs', { email: me.email, role: t(`staff:roles.${me.role}`) })}
            </p>
          </nav>
        )}
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
    </div>
  );
}

/** The console's pages: sign-in for anybody, the others for a signed-in member (staff management: admins). */
function StaffRoutes() {
  const { t } = useTranslation();
  const { me } = useStaffSession();
  if (me === undefined) {
    return (
      <p className="staff-loading" role="status">
        {t('staff:loading')}
      </p>
    );
  }
  if (me === null) {
    return (
      <Switch>
        <Route path="/staff/sign-in">
          <SignInPage />
        </Route>
        <Route>
          <Redirect to="/staff/sign-in" replace />
        </Route>
      </Switch>
    );
  }
  // The one-time password an account starts with is replaced before anything else (docs/api/staff.md).
  if (me.mustChangePassword) return <ChangePasswordPage />;
  const referrals = [
    <Route key="open" path="/staff/referrals/open">
      <ReferralOpenPage />
    </Route>,
    <Route key="list" path="/staff/referrals">
      <ReferralsPage />
    </Route>,
    <Route key="one" path="/staff/referrals/:id">
      {(params) => <ReferralPage id={params.id} />}
    </Route>,
    <Route key="clinic" path="/staff/clinic">
      <ClinicPage />
    </Route>,
  ];
  // A partner account has its referrals, clinic days and its own account, nothing else of the console
  // (docs/decisions/0107-partner-role.md; STAFF_AREA_ROLES).
  if (me.role === 'partner') {
    return (
      <Switch>
        {referrals}
        <Route path="/staff/account">
          <AccountPage />
        </Route>
        <Route>
          <Redirect to="/staff/referrals" replace />
        </Route>
      </Switch>
    );
  }
  const forbidden = (
    <Alert variant="error">
      <p>{t('staff:common.forbidden')}</p>
    </Alert>
  );
  return (
    <Switch>
      <Route path="/staff/sign-in">
        <Redirect to="/staff/inbox" replace />
      </Route>
      <Route path="/staff">
        <Redirect to="/staff/inbox" replace />
      </Route>
      <Route path="/staff/inbox">
        <InboxPage />
      </Route>
      <Route path="/staff/inbox/:id">{(params) => <HelpRequestPage id={params.id} />}</Route>
      {referrals}
      <Route path="/staff/feedback">
        <FeedbackPage />
      </Route>
      <Route path="/staff/usage">
        <UsagePage />
      </Route>
      <Route path="/staff/data">
        <DataPage />
      </Route>
      <Route path="/staff/county-report">
        <CountyReportPage />
      </Route>
      <Route path="/staff/outcomes">{mayUseArea(me, 'outcomes') ? <OutcomesPage /> : forbidden}</Route>
      <Route path="/staff/court-notes">{mayUseArea(me, 'courtNotes') ? <CourtNotesPage /> : forbidden}</Route>
      <Route path="/staff/partners">{mayUseArea(me, 'directory') ? <DirectoryPage /> : forbidden}</Route>
      <Route path="/staff/members">{mayUseArea(me, 'members') ? <MembersPage /> : forbidden}</Route>
      <Route path="/staff/audit">{mayUseArea(me, 'audit') ? <AuditPage /> : forbidden}</Route>
      <Route path="/staff/account">
        <AccountPage />
      </Route>
      <Route>
        <h1>{t('staff:common.notFound')}</h1>
      </Route>
    </Switch>
  );
}

/** The console, with a member already known (tests) or asked of the server (`GET /api/staff/me`). */
export function StaffConsole({ me }: { me?: StaffMe | null }) {
  const { t, i18n } = useTranslation();
  // Before the first render: the pages' `t` finds the console's messages at once.
  useState(() => addStaffMessages(i18n));
  useNoindex();
  return (
    <StaffSessionProvider initial={me}>
      <StaffLayout>
        <Suspense
          fallback={
            <p className="staff-loading" role="status">
              {t('staff:loading')}
            </p>
          }
        >
          <StaffRoutes />
        </Suspense>
      </StaffLayout>
    </StaffSessionProvider>
  );
}

export default function StaffApp() {
  return <StaffConsole />;
}
