import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { allMessagesReady, hasAllMessages, hasMessages, messagesReady } from '../lib/i18n';

/**
 * Suspends until the messages of the current language are loaded (wrap in a Suspense boundary): the given
 * namespaces, or every namespace without a list. Already loaded (the first page waits for its messages in
 * App.tsx): renders at once instead of suspending.
 */
export function MessagesReady({ ns, children }: { ns?: string[]; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng: Language = i18n.language === 'es' ? 'es' : 'en';
  if (ns) {
    if (!hasMessages(i18n, lng, ns)) use(messagesReady(i18n, lng, ns));
  } else if (!hasAllMessages(lng)) use(allMessagesReady(i18n, lng));
  return <>{children}</>;
}
