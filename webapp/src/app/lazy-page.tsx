import { lazy, Suspense, type ComponentType } from 'react';

import { PageSpinner } from '@/components/spinner';
import { wordsReady } from '@/lib/i18n';

/**
 * A route element whose code is loaded when the route is first visited (one chunk per route
 * module), with a spinner meanwhile, shown once the words of its language have loaded too.
 * Route modules export their screen as `default`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() => load().then((page) => wordsReady().then(() => page)));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
