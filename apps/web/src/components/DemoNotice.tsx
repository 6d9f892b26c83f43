import { useTranslation } from 'react-i18next';
import { useDemoMode } from '../lib/config';
import { openModal } from '../lib/modals';
import { Button } from './Button';

/**
 * On a demo site, where a person types a name: a note that the people are made up, and the demo
 * instructions one click away (not only in the menu).
 */
export function DemoNotice() {
  const { t } = useTranslation();
  const demo = useDemoMode();
  if (!demo) return null;
  return (
    <div className="callout demo-notice">
      <p>{t('common:demoNotice.text')}</p>
      <Button variant="secondary" track="demo_notice_open" onClick={() => openModal('demo_instructions')}>
        {t('common:demoNotice.open')}
      </Button>
    </div>
  );
}
