import { use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';

/**
 * Pages written by the content engineer (features/home, info, faq, steps, know-your-rights, email-pages),
 * found by file name so the shell builds whatever has landed: a page `FooPage` lives in a file
 * `FooPage.tsx` exporting `FooPage` (named) or a default export. Each becomes its own lazy chunk.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/home/**/*Page.tsx',
  '../features/info/**/*Page.tsx',
  '../features/faq/**/*Page.tsx',
  '../features/steps/**/*Page.tsx',
  '../features/know-your-rights/**/*Page.tsx',
  '../features/email-pages/**/*Page.tsx',
]);

export function PagePending() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('common:pageNotFound')}</h1>
      <p>
        <Link to="/">{t('common:menu.home')}</Link>
      </p>
    </div>
  );
}

/**
 * A page loaded on demand, whose code can be fetched before it renders (`preload`, once). Like React.lazy,
 * it suspends while its code loads; unlike React.lazy, a page whose code is already in renders at once, so
 * the first page, preloaded with its messages (App.tsx), appears in the first paint without a spinner first.
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  function Page() {
    const C = loaded ?? use(preload()).default;
    return <C />;
  }
  return Object.assign(Page, { preload });
}

export function hasContentPage(...names: string[]): boolean {
  return names.some((n) => Object.keys(modules).some((k) => k.endsWith(`/${n}.tsx`)));
}

/** The first of `names` that exists, lazily loaded; a plain "not found" page when none has landed. */
export function contentPage(...names: string[]): LazyPage {
  return lazyPage(async () => {
    for (const name of names) {
      const key = Object.keys(modules).find((k) => k.endsWith(`/${name}.tsx`));
      const load = key ? modules[key] : undefined;
      if (!load) continue;
      const mod = await load();
      const C = (mod[name] ?? mod.default) as ComponentType | undefined;
      if (C) return { default: C };
    }
    return { default: PagePending };
  });
}
