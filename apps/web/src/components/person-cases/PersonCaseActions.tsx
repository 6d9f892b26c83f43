import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case, EligibilityInfo, NotMineCase } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { Button } from '../Button';
import { FormFailure } from '../FormFailure';
import { failureMessage } from '../../lib/api';
import { formatDate } from '@cyr/i18n/dates';
import { postCaseUndo } from './api';
import './person-cases.css';
import { caseRef, causeNumberText } from '../../lib/caseRef';
import { OffenseText } from '../OffenseName';

/** The dialogs load on first use: they bring zod and the shared schemas. */
const PersonCaseDialog = lazy(() => import('./PersonCaseDialog'));

interface ChangeProps {
  /** The server's new evaluation after a change. */
  onChanged: (info: EligibilityInfo) => void;
  /** Runs before a change is sent (the confirm page confirms the list first); false stops it. */
  before?: () => Promise<boolean>;
}

/** "Something is wrong with case …": opens the dialog to mark it not mine or correct it (ADR 0073). */
export function FixCaseButton({ c, onChanged, before }: ChangeProps & { c: Case }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="person-case-tools">
      <Button variant="secondary" track="person_case_wrong" onClick={() => setOpen(true)}>
        {c.casID ? t('results:fix.wrongButton', { cause: c.casID }) : t('results:fix.wrongButtonNoCause')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PersonCaseDialog
            c={c}
            before={before}
            onClose={() => setOpen(false)}
            onChanged={(info) => {
              setOpen(false);
              onChanged(info);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** "A Harris County case is missing": opens the dialog to enter it from the papers (ADR 0073). */
export function AddCaseButton({ onChanged, before }: ChangeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="person-case-missing">
      <Button variant="secondary" track="person_case_missing" onClick={() => setOpen(true)}>
        {t('results:fix.missingButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PersonCaseDialog
            c={null}
            before={before}
            onClose={() => setOpen(false)}
            onChanged={(info) => {
              setOpen(false);
              onChanged(info);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The court cases the person said are not theirs, each with a button to put it back. */
export function NotMineList({
  cases,
  onChanged,
}: {
  cases: NotMineCase[] | undefined;
  onChanged: ChangeProps['onChanged'];
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!cases || cases.length === 0) return null;
  const putBack = async (id: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      onChanged((await postCaseUndo(id)).eligibilityInfo);
    } catch (err) {
      setFailure(failureMessage(err, t('results:fix.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="not-mine-list" aria-labelledby="not-mine-title">
      <h2 id="not-mine-title" className="h3">
        {t('results:fix.notMineHeading')}
      </h2>
      <p>{t('results:fix.notMineIntro')}</p>
      <ul>
        {cases.map((c) => (
          <li key={c._id}>
            <strong>
              <OffenseText literal={c.current_offense_name} />
            </strong>{' '}
            ({t('results:card.cause')}: {causeNumberText(c, t)}
            {c.fda ? `, ${t('results:card.filed')}: ${formatDate(c.fda, lang)}` : ''}){' '}
            <Button variant="link" disabled={busy} track="person_case_put_back" onClick={() => void putBack(c._id)}>
              {t('results:fix.putBack', { cause: caseRef(c, t) })}
            </Button>
          </li>
        ))}
      </ul>
      <FormFailure message={failure} />
    </section>
  );
}
