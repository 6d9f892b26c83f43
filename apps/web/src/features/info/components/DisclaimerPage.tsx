import { ModalTextPage } from './ModalTextPage';

/** /info/disclaimer: the footer's "disclaimer" text as a page (also shown as a modal from the footer). */
export default function DisclaimerPage() {
  return <ModalTextPage kind="disclaimer" />;
}
