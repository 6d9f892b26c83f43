import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { YesNo } from '../../../components/RadioGroup';
import { Button } from '../../../components/Button';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { NoCasesFound } from '../../../components/NoCasesFound';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Alert } from '../../../components/Alert';
import { AddCaseButton, FixCaseButton, NotMineList } from '../../../components/person-cases/PersonCaseActions';
import { getSession, updateSession, useSession } from '../../../lib/session';
import type { EligibilityInfo } from '@cyr/schemas';
import { postConfirmCases } from '../api/api';
import { groupBySpn, nextStep } from '../model/flow';
import { CaseSummaryList } from './CaseSummaryList';

/**
 * Confirm cases (product-spec §2): one list → "Are these your cases?" (required); several people → one
 * numbered list each with its own continue button, plus search again / home.
 */
export default function ConfirmCasesPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  const [submitted, setSubmitted] = useState(0);
  const [notMine, setNotMine] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(0);
  const info = session.eligibilityInfo;
  const lists = groupBySpn(info?.cases ?? []);
  const many = lists.length > 1;
  useDocumentTitle(many ? t('checker:confirm.titleMany') : t('checker:confirm.titleOne'));

  if (!info || (info.cases.length === 0 && !info.notMine?.length)) return <Redirect to="/check/results" replace />;
  if (notMine) return <NoCasesFound />;

  /** A change to a case (ADR 0073) keeps this list: the person's cases are confirmed first (once). */
  const confirmFirst = async (): Promise<boolean> => {
    if (getSession().confirmed) return true;
    const spn = lists[0]?.[0]?.def_spn;
    if (!spn) return false;
    const res = await postConfirmCases(spn);
    updateSession({ eligibilityInfo: res.eligibilityInfo, confirmed: true });
    return true;
  };
  const onChanged = (next: EligibilityInfo) => {
    updateSession({ eligibilityInfo: next, confirmed: true });
    setChanged((n) => n + 1);
  };

  const confirm = async (spn: string) => {
    // Already confirmed here (the person fixed or added a case): keep what they changed.
    if (getSession().confirmed) {
      navigate(nextStep(info, { restart: true }));
      return;
    }
    setBusy(true);
    try {
      const res = await postConfirmCases(spn);
      updateSession({ eligibilityInfo: res.eligibilityInfo, confirmed: true });
      navigate(nextStep(res.eligibilityInfo, { restart: true }));
    } catch {
      setBusy(false);
    }
  };

  if (busy) return <Loading />;

  if (many) {
    return (
      <div className="page">
        <p className="caption">{t('checker:stepOf')}</p>
        <h1>{t('checker:confirm.titleMany')}</h1>
        <p className="lead">{t('checker:confirm.introMany')}</p>
        {lists.map((list, i) => (
          <section key={list[0]?.def_spn ?? i} className="candidate-list" aria-labelledby={`list-${i}`}>
            <h2 id={`list-${i}`}>{t('checker:confirm.listHeading', { n: i + 1 })}</h2>
            <CaseSummaryList cases={list} />
            <Button track="confirm_list" onClick={() => list[0] && void confirm(list[0].def_spn)}>
              {t('checker:confirm.thisIsMe', { n: i + 1 })}
            </Button>
          </section>
        ))}
        <ul className="link-list">
          <li>
            <Link to="/check/basic-info" data-track="confirm_resubmit">
              {t('checker:confirm.resubmit')}
            </Link>
          </li>
          <li>
            <Link to="/" data-track="confirm_home">
              {t('checker:confirm.home')}
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  const list = lists[0] ?? [];
  // One yes/no answer, checked without a schema so this page does not load zod: the shared "Required" message key.
  const error = submitted > 0 && answer === undefined ? 'errors:validation.required' : undefined;
  // The fix-or-add dialogs hold forms of their own: they stay outside the yes/no form (forms do not nest).
  return (
    <div className="page">
      <ErrorSummary focusKey={submitted} errors={error ? [{ id: 'casesAreMine', message: t(error) }] : []} />
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{t('checker:confirm.titleOne')}</h1>
      <p className="lead">{t('checker:confirm.introOne', { count: list.length })}</p>
      {changed > 0 && (
        <Alert variant="success" role="status">
          <p>{t('results:fix.saved')}</p>
        </Alert>
      )}
      <CaseSummaryList
        cases={list}
        actions={(c) => <FixCaseButton c={c} before={confirmFirst} onChanged={onChanged} />}
      />
      <AddCaseButton before={confirmFirst} onChanged={onChanged} />
      <NotMineList cases={info.notMine} onChanged={onChanged} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted((n) => n + 1);
          if (answer === undefined) return;
          if (answer && (list[0] || getSession().confirmed)) void confirm(list[0]?.def_spn ?? '');
          else setNotMine(true);
        }}
      >
        <YesNo
          name="casesAreMine"
          legend={t('checker:confirm.question')}
          value={answer}
          onChange={setAnswer}
          yes={t('checker:confirm.yes')}
          no={t('checker:confirm.no')}
          error={error}
          inline={false}
        />
        <Button type="submit" track="confirm_submit">
          {t('common:actions.continue')}
        </Button>
      </form>
    </div>
  );
}
