import { lazy, Suspense } from 'react';
import { closeModal, useOpenModal, type ModalName } from '../lib/modals';

const InfoModal = lazy(() => import('../features/modals/components/InfoModal'));
const DemoModal = lazy(() => import('../features/modals/components/DemoModal'));
const EmailModal = lazy(() => import('../features/modals/components/EmailModal'));
const CaseDetailsModal = lazy(() => import('../features/modals/components/CaseDetailsModal'));
const SurveyModal = lazy(() => import('../features/survey/components/SurveyModal'));
const HelpModal = lazy(() => import('../features/help/components/HelpModal'));

const INFO: Partial<
  Record<ModalName, 'about' | 'disclaimer' | 'eligibilityDisclaimer' | 'privacy' | 'vetsPrograms' | 'guidedForm'>
> = {
  about_us: 'about',
  disclaimer: 'disclaimer',
  eligibility_disclaimer: 'eligibilityDisclaimer',
  privacy: 'privacy',
  vets_programs: 'vetsPrograms',
  guided_form: 'guidedForm',
};

const EMAIL: Partial<Record<ModalName, 'results' | 'petitions' | 'knowYourRights'>> = {
  email_results: 'results',
  email_petitions: 'petitions',
  email_know_your_rights: 'knowYourRights',
};

/** Renders the one open modal. A modal opened from `?modal=` returns to the path without the query. */
export default function ModalHost({ onUrlModalClose }: { onUrlModalClose: () => void }) {
  const open = useOpenModal();
  if (!open) return null;
  const onClose = () => {
    closeModal();
    if (open.viaUrl) onUrlModalClose();
  };
  const info = INFO[open.name];
  const email = EMAIL[open.name];
  let body;
  if (info) body = <InfoModal kind={info} onClose={onClose} />;
  else if (email) body = <EmailModal kind={email} onClose={onClose} />;
  else if (open.name === 'demo_instructions') body = <DemoModal onClose={onClose} />;
  else if (open.name === 'case_details') body = <CaseDetailsModal caseId={open.props.caseId ?? ''} onClose={onClose} />;
  else if (open.name === 'survey') body = <SurveyModal viaUrl={open.viaUrl} onClose={onClose} />;
  else body = <HelpModal onClose={onClose} />;
  return (
    <Suspense key={`${open.name}-${open.props.caseId ?? ''}`} fallback={null}>
      {body}
    </Suspense>
  );
}
