import type { ReactNode } from 'react';

/** One figure with its label (announced together), an optional hint and action: one card. */
export function StatCard({ label, value, hint, action }: { label: string; value: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div data-card="stat" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dl>
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="mt-1 text-3xl font-semibold text-slate-900">{value}</dd>
      </dl>
      {hint ? <div className="mt-1 text-xs text-slate-500">{hint}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
