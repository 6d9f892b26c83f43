import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal, Paragraphs } from '../../../components/Modal';
import { useTextsOffered } from '../../../lib/config';

export type InfoKind = 'about' | 'disclaimer' | 'eligibilityDisclaimer' | 'privacy' | 'vetsPrograms' | 'guidedForm';

/** Text-only modals; their words live in the `modals` namespace (content engineer). */
export default function InfoModal({ kind, onClose }: { kind: InfoKind; onClose: () => void }) {
  // `texts`: the privacy text's paragraph about text messages, loaded with the modal (ModalHost waits for it).
  const { t } = useTranslation(['modals', 'texts']);
  const textsOffered = useTextsOffered();
  return (
    <Modal
      title={t(`modals:${kind}.title`)}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose} track={`close_${kind}`}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <Paragraphs text={t(`modals:${kind}.body`)} />
      {/* What texts keep, only where the site sends them (ADR 0110). */}
      {kind === 'privacy' && textsOffered && <p>{t('texts:privacy')}</p>}
    </Modal>
  );
}
