import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { FirstRun } from '@/types/api';

import { messages } from '../checklist-messages';
import { FIRST_RUN_STEPS, hide, isHidden, stepLink } from '../utils/first-run';

/**
 * A new client's first steps (business profile, logo, first media, first playlist, first TV),
 * each linking to where it is done. Gone once all are done, or once the person hides it.
 */
export function FirstRunChecklist({ steps }: { steps: FirstRun | undefined }) {
  const { user, client } = useSession();
  const [hidden, setHidden] = useState(() => isHidden(user?.id));
  const t = useMessages(messages);
  if (!steps || hidden) return null;
  const done = FIRST_RUN_STEPS.filter((step) => steps[step]).length;
  if (done === FIRST_RUN_STEPS.length) return null;
  return (
    <section aria-labelledby="first-run-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="first-run-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            hide(user?.id);
            setHidden(true);
          }}
        >
          {t.hide}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.progress(done, FIRST_RUN_STEPS.length)}</p>
      <ol aria-label={t.title} className="mt-3 flex flex-col gap-2">
        {FIRST_RUN_STEPS.map((step) => (
          <li key={step} className="flex items-center gap-3 text-sm">
            <span aria-hidden="true" className={cn('flex h-6 w-6 shrink-0 items-center justify-center rounded-full', steps[step] ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-500')}>
              {steps[step] ? '✓' : '○'}
            </span>
            <Link to={stepLink(step, client?.id)} className={cn('underline-offset-2 hover:underline', steps[step] ? 'text-slate-500 line-through' : 'font-medium text-brand-700')}>
              {t.steps[step]}
            </Link>
            <span className="text-xs text-slate-500">{steps[step] ? t.done : t.toDo}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
