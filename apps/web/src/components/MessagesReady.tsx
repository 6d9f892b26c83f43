import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { allMessagesReady, hasAllMessages } from '../lib/i18n';

/** Suspends until every message of the current language is loaded (wrap in a Suspense boundary). */
export function MessagesReady({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  // Already loaded (the first page waits for them in App.tsx): render at once instead of suspending.
  if (!hasAllMessages(lng)) use(allMessagesReady(i18n, lng));
  return <>{children}</>;
}
