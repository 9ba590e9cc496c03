import { lazy, Suspense, type ComponentType } from 'react';

import { PageSpinner } from '@/components/spinner';

/**
 * A route element whose code is loaded when the route is first visited (one chunk per route
 * module), with a spinner meanwhile. Route modules export their screen as `default`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
