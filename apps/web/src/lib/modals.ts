import { useSyncExternalStore } from 'react';
import { track } from './analytics';

/** The modal flags of product-spec §4 ("Other states"), as analytics targets. */
export const MODAL_NAMES = [
  'case_details',
  'disclaimer',
  'eligibility_disclaimer',
  'privacy',
  'email_results',
  'email_petitions',
  'email_know_your_rights',
  'survey',
  'about_us',
  'vets_programs',
  'guided_form',
  'help',
  'demo_instructions',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface OpenModal {
  name: ModalName;
  /** Small string props (a case id; never personal data). */
  props: Record<string, string>;
  /** Opened from `?modal=` in the URL (the survey then reads "Before you go"). */
  viaUrl: boolean;
}

let current: OpenModal | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openModal(name: ModalName, props: Record<string, string> = {}, viaUrl = false): void {
  if (current) track('modal_close', current.name);
  current = { name, props, viaUrl };
  track('modal_open', name);
  emit();
}

export function closeModal(): void {
  if (!current) return;
  track('modal_close', current.name);
  current = null;
  emit();
}

export function getOpenModal(): OpenModal | null {
  return current;
}

export function useOpenModal(): OpenModal | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
