import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';

/** Toast area at the bottom right: 3000 ms, inside an aria-live region (react-toastify's own). */
export default function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={3000}
      closeOnClick
      pauseOnFocusLoss
      aria-label={t('common:toast.notifications')}
    />
  );
}
