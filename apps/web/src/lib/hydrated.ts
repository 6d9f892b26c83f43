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
