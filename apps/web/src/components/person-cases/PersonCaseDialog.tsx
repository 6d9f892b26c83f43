import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case, EligibilityInfo } from '@cyr/schemas';
import { Modal } from '../Modal';
import { Button } from '../Button';
import { FormFailure } from '../FormFailure';
import { RadioGroup } from '../RadioGroup';
import { failureMessage } from '../../lib/api';
import { CaseFactsForm, EMPTY_FACTS, factsOf } from './CaseFactsForm';
import { postCaseAdded, postCaseCorrection, postCaseNotMine, postCaseUndo } from './api';
import { OffenseText } from '../OffenseName';

export interface PersonCaseDialogProps {
  /** The case that is wrong, or none: a case is missing. */
  c: Case | null;
  onClose: () => void;
  /** The server's new evaluation after a change. */
  onChanged: (info: EligibilityInfo) => void;
  /** Runs before the change is sent (the confirm page confirms the list first); false stops it. */
  before?: () => Promise<boolean>;
}

/**
 * "Something is wrong with this case" (not mine, or correct it from the papers; an entered case can be
 * corrected or removed) and "A Harris County case is missing" (enter it from the papers). ADR 0073.
 */
export default function PersonCaseDialog({ c, onClose, onChanged, before }: PersonCaseDialogProps) {
  const { t } = useTranslation();
  const entered = c?.origin === 'entered';
  const [what, setWhat] = useState<'not_mine' | 'correct' | undefined>(entered ? 'correct' : undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const run = async (call: () => Promise<{ eligibilityInfo: EligibilityInfo }>): Promise<string | undefined> => {
    try {
      if (before && !(await before())) return t('results:fix.failed');
      const res = await call();
      onChanged(res.eligibilityInfo);
      return undefined;
    } catch (err) {
      return failureMessage(err, t('results:fix.failed'));
    }
  };
  const runButton = async (call: () => Promise<{ eligibilityInfo: EligibilityInfo }>) => {
    setBusy(true);
    setFailure(undefined);
    const message = await run(call);
    setBusy(false);
    setFailure(message);
  };

  if (!c) {
    return (
      <Modal title={t('results:fix.missingTitle')} onClose={onClose} wide>
        <p>{t('results:fix.missingIntro')}</p>
        <CaseFactsForm
          idPrefix="added"
          defaults={EMPTY_FACTS}
          onSave={(facts) => run(() => postCaseAdded(facts))}
          onCancel={onClose}
        />
      </Modal>
    );
  }

  const cause = c.casID;
  const undo =
    c.origin === 'corrected' || entered ? (
      <p className="person-case-form__buttons">
        <Button variant="secondary" disabled={busy} onClick={() => void runButton(() => postCaseUndo(c._id))}>
          {entered
            ? cause
              ? t('results:fix.removeEntered', { cause })
              : t('results:fix.removeEnteredNoCause')
            : t('results:fix.undoCorrection', { cause })}
        </Button>
      </p>
    ) : null;

  return (
    <Modal title={t('results:fix.wrongTitle')} onClose={onClose} wide>
      <p>
        <strong>
          <OffenseText literal={c.current_offense_name} />
        </strong>
        {cause ? ` (${t('results:card.cause')}: ${cause})` : ''}
      </p>
      <p>{t('results:fix.wrongIntro')}</p>
      {!entered && (
        <RadioGroup
          name="person-case-what"
          legend={t('results:fix.whatLegend')}
          value={what}
          onChange={(v) => {
            setWhat(v);
            setFailure(undefined);
          }}
          options={[
            { value: 'not_mine', label: t('results:fix.notMine') },
            { value: 'correct', label: t('results:fix.correct') },
          ]}
          inline={false}
        />
      )}
      {what === 'not_mine' && (
        <>
          <p>{t('results:fix.notMineHint')}</p>
          <FormFailure message={failure} />
          <div className="person-case-form__buttons">
            <Button
              disabled={busy}
              track="person_case_not_mine"
              onClick={() => void runButton(() => postCaseNotMine(c._id))}
            >
              {busy ? t('results:fix.saving') : t('results:fix.saveNotMine')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('results:fix.cancel')}
            </Button>
          </div>
        </>
      )}
      {what === 'correct' && (
        <CaseFactsForm
          idPrefix="corrected"
          defaults={factsOf(c)}
          onSave={(facts) => run(() => postCaseCorrection(c._id, facts))}
          onCancel={onClose}
          extra={
            <>
              {undo}
              <FormFailure message={failure} />
            </>
          }
        />
      )}
      {what === undefined && (
        <>
          {undo}
          <FormFailure message={failure} />
        </>
      )}
    </Modal>
  );
}
