import { use, type ComponentType } from 'react';

/**
 * A page loaded on demand, whose code can be fetched before it renders (`preload`, once). Like React.lazy,
 * it suspends while its code loads; unlike React.lazy, a page whose code is already in renders at once, so
 * the first page, preloaded with its messages (App.tsx), appears in the first paint without a spinner first.
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** Forgets the pages whose code failed to load, so the next render requests it again. */
const forgetFailed = new Set<() => void>();

/** Called by the page error's retry (PageErrorBoundary): pages that failed to load are requested again. */
export function retryFailedPages(): void {
  for (const forget of forgetFailed) forget();
  forgetFailed.clear();
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        forgetFailed.add(() => {
          loading = undefined;
        });
        throw error;
      },
    ));
  function Page() {
    const C = loaded ?? use(preload()).default;
    return <C />;
  }
  return Object.assign(Page, { preload });
}
