import { ModalTextPage } from './ModalTextPage';

/** /info/about: the footer's "about" text as a page (also shown as a modal from the footer). */
export default function AboutPage() {
  return <ModalTextPage kind="about" />;
}
