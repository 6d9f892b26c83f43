import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal, Paragraphs } from '../../../components/Modal';

export type InfoKind = 'about' | 'disclaimer' | 'eligibilityDisclaimer' | 'privacy' | 'vetsPrograms' | 'guidedForm';

/** Text-only modals; their words live in the `modals` namespace (content engineer). */
export default function InfoModal({ kind, onClose }: { kind: InfoKind; onClose: () => void }) {
  const { t } = useTranslation();
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
    </Modal>
  );
}
