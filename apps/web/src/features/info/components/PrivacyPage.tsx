import { ModalTextPage } from './ModalTextPage';

/** /info/privacy: the footer's "privacy" text as a page (also shown as a modal from the footer). */
export default function PrivacyPage() {
  return <ModalTextPage kind="privacy" />;
}
