import { cn } from '@/lib/cn';
import type { AssetType } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { stagesFor, type UploadState } from '../api/upload-stages';
import { messages } from '../form-messages';

/**
 * The upload's stages (spec §4) with the current one marked, and a real progress bar fed by
 * the XMLHttpRequest upload events.
 */
export function UploadProgress({ state, assetType }: { state: UploadState; assetType: AssetType }) {
  const stages = stagesFor(assetType);
  const t = useMessages(messages);
  const current = Math.max(0, stages.indexOf(state.stage));
  const sending = state.stage === 'uploading' || state.stage === 'uploading-thumbnail';
  const percent = state.stage === 'saving' || state.stage === 'complete' ? 100 : sending ? state.percent : 0;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p role="status" className="text-sm font-medium text-slate-800">
        {t.stages[state.stage]}
        {sending ? ` ${state.percent}%` : state.stage === 'complete' ? '' : '…'}
      </p>
      <div
        role="progressbar"
        aria-label={t.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${t.stages[state.stage]}, ${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label={t.uploadStages} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {stages.map((stage, index) => (
          <li
            key={stage}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1',
              index < current && 'text-green-700',
              index === current && 'font-semibold text-brand-700',
              index > current && 'text-slate-500',
            )}
          >
            <span aria-hidden="true">{index < current || state.stage === 'complete' ? '✓' : index === current ? '•' : '○'}</span>
            {t.stages[stage]}
          </li>
        ))}
      </ol>
    </div>
  );
}
