import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

const SCENARIOS = ['ana', 'ben', 'carla', 'dan', 'eva'] as const;

/** Demo instructions (product-spec §1): five mock people, all born January 1, 1990. */
export default function DemoModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('modals:demo.title')}
      onClose={onClose}
      footer={
        <Button onClick={onClose} track="demo_got_it">
          {t('modals:demo.gotIt')}
        </Button>
      }
    >
      <p>{t('modals:demo.intro')}</p>
      <dl className="demo-list">
        {SCENARIOS.map((s) => (
          <div key={s} className="demo-list__item">
            <dt>{t(`modals:demo.scenarios.${s}.name`)}</dt>
            <dd>{t(`modals:demo.scenarios.${s}.description`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>{t('modals:demo.dob')}</strong>
      </p>
    </Modal>
  );
}
