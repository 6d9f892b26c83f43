import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../lib/i18n';

/**
 * Suspends until the messages of the current language are loaded (wrap in a Suspense boundary): the given
 * namespaces, or every namespace without a list. react-i18next loads the missing ones through the
 * instance's backend; already loaded (the first page waits for its messages in App.tsx), it renders at once.
 */
export function MessagesReady({ ns, children }: { ns?: string[]; children: ReactNode }) {
  useTranslation(ns ?? NAMESPACES);
  return <>{children}</>;
}
