import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { allMessagesReady } from '../lib/i18n';

/** Suspends until every message of the current language is loaded (wrap in a Suspense boundary). */
export function MessagesReady({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  use(allMessagesReady(i18n, (i18n.language === 'es' ? 'es' : 'en') as Language));
  return <>{children}</>;
}
