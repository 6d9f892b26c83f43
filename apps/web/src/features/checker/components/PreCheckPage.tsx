import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { YesNo } from '../../../components/RadioGroup';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { clearSession, getSession, updateSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/hydrated';
import { postPreCheck } from '../api/api';

/**
 * Prerendered only, until the app has taken the page over: on a slow phone the questions take taps before the
 * app has started, and the form works then too. A yes answer's warning and the Continue button (its label
 * "Continue anyway" after a yes) show as the answers are tapped, by the page's styles alone
 * (styles/checker.css `.precheck`); Continue then submits the plain form to the prerendered name page, which
 * starts the session (BasicInfoPage, docs/decisions/0120-a-pre-check-before-the-app-starts.md). Hidden without
 * JavaScript (public/noscript.css): the name page needs it.
 */
function BeforeTheAppStarts({ part }: { part: 'outside' | 'before1990' | 'continue' }) {
  const { t } = useTranslation();
  if (useHydrated()) return null;
  if (part === 'continue')
    return (
      <Button type="submit" className="precheck__early precheck__early--continue" track="precheck_continue_early">
        <span className="precheck__if-no">{t('common:actions.continue')}</span>
        <span className="precheck__if-yes">{t('common:actions.continueAnyway')}</span>
      </Button>
    );
  return (
    <div className={`precheck__early precheck__early--${part}`}>
      <Alert variant="warning" heading={t('checker:precheck.warningTitle')} headingLevel={2}>
        <p>{t(part === 'outside' ? 'checker:precheck.warningOutside' : 'checker:precheck.warningBefore1990')}</p>
      </Alert>
    </div>
  );
}

/**
 * Pre-check (product-spec §2): two yes/no questions. A yes shows a warning and the button reads
 * "Continue anyway"; the button appears only once both are answered.
 */
export default function PreCheckPage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const saved = getSession().preCheck;
  const [outside, setOutside] = useState<boolean | undefined>(saved?.hasCrimeOutsideTexas);
  const [before, setBefore] = useState<boolean | undefined>(saved?.hasCrimeBefore1990);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useDocumentTitle(t('checker:precheck.title'));
  // The page is prerendered: on a slow phone a person can tap answers before the app has started. Those
  // answers are in the radio buttons, not in the state; take them over once, so Continue appears for them.
  useEffect(() => {
    const answer = (name: string): boolean | undefined => {
      const value = (form.current?.elements.namedItem(name) as RadioNodeList | null)?.value;
      return value === 'yes' ? true : value === 'no' ? false : undefined;
    };
    setOutside((v) => v ?? answer('hasCrimeOutsideTexas'));
    setBefore((v) => v ?? answer('hasCrimeBefore1990'));
  }, []);
  const answered = outside !== undefined && before !== undefined;
  const anyYes = outside === true || before === true;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (outside === undefined || before === undefined) return;
    setBusy(true);
    try {
      const answers = { hasCrimeOutsideTexas: outside, hasCrimeBefore1990: before };
      const res = await postPreCheck(answers);
      clearSession();
      updateSession({ token: res.token, tokenExpirationTime: res.tokenExpirationTime, preCheck: answers });
      navigate('/check/basic-info');
    } catch {
      setBusy(false);
    }
  };

  return (
    // Before the app has started, a plain form: the answers go to the name page in its address (GET), which
    // starts the session with them and takes them out of the address.
    <form
      ref={form}
      className="page page--narrow precheck"
      noValidate
      onSubmit={submit}
      method="get"
      action="/check/basic-info"
    >
      {i18n.language === 'es' && <input type="hidden" name="lang" value="es" />}
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{t('checker:precheck.title')}</h1>
      <p className="lead">{t('checker:precheck.intro')}</p>
      <YesNo
        name="hasCrimeOutsideTexas"
        legend={t('checker:precheck.outsideTexas')}
        value={outside}
        onChange={setOutside}
        yes={t('common:actions.yes')}
        no={t('common:actions.no')}
      />
      <BeforeTheAppStarts part="outside" />
      {outside === true && (
        <Alert variant="warning" heading={t('checker:precheck.warningTitle')} headingLevel={2}>
          <p>{t('checker:precheck.warningOutside')}</p>
        </Alert>
      )}
      <YesNo
        name="hasCrimeBefore1990"
        legend={t('checker:precheck.before1990')}
        value={before}
        onChange={setBefore}
        yes={t('common:actions.yes')}
        no={t('common:actions.no')}
      />
      <BeforeTheAppStarts part="before1990" />
      {before === true && (
        <Alert variant="warning" heading={t('checker:precheck.warningTitle')} headingLevel={2}>
          <p>{t('checker:precheck.warningBefore1990')}</p>
        </Alert>
      )}
      <BeforeTheAppStarts part="continue" />
      {answered && (
        <Button type="submit" disabled={busy} track={anyYes ? 'precheck_continue_anyway' : 'precheck_continue'}>
          {anyYes ? t('common:actions.continueAnyway') : t('common:actions.continue')}
        </Button>
      )}
    </form>
  );
}
