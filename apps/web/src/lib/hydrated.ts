import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders a prerendered page on the server and hydrates it in the browser (the page's
 * scripts are still starting), true afterwards and on every page rendered in the browser: what a prerendered
 * page shows only until the app has taken over (a "still loading" note) renders while this is false.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * What a person gave a field of a prerendered page before the app took it over (a slow phone shows the page
 * seconds before its code has run): the element's value (a checkbox: 'on' if ticked), '' if none. For a
 * component's first render while the page is hydrated (`useHydrated()` false in the browser), when the elements
 * on screen are the page's own; React keeps what they hold while hydrating, and the component starts with it.
 */
export function valueBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  const el = document.getElementById(id);
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked ? 'on' : '';
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : '';
}
