import { lazy, Suspense, type ReactNode } from 'react';

import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

// Loaded after the screen itself: the login screen's first load stays within its budget.
const LanguageSelect = lazy(() => import('@/components/language-select').then((m) => ({ default: m.LanguageSelect })));

/** The centred card of the signed-out screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-8">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="mb-1 text-center text-xs font-semibold tracking-widest text-brand-600 uppercase">{t.portal}</p>
        <h1 className="text-center text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-center text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        <Suspense fallback={null}>
          <LanguageSelect className="mt-6 justify-center" />
        </Suspense>
      </div>
    </main>
  );
}

export const linkClasses = 'font-medium text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2';
