import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import type { FileUpload } from '../api/upload-files';
import { messages as formMessages } from '../form-messages';
import { messages } from '../upload-messages';

/** How far a file is: the bytes sent while sending, all of them once sent. */
function percentOf(upload: FileUpload): number {
  const state = upload.state;
  if (!state) return 0;
  if (state.stage === 'saving' || state.stage === 'complete') return 100;
  return state.stage === 'uploading' || state.stage === 'uploading-thumbnail' ? state.percent : 0;
}

/** One chosen file: its name and size, its stage with a labelled progress bar, or its error. */
export function FileUploadItem({ upload }: { upload: FileUpload }) {
  const t = useMessages(messages);
  const f = useMessages(formMessages);
  const format = useFormat();
  const spec = useSpecMessage();
  const stage = upload.state ? f.stages[upload.state.stage] : t.waiting;
  const percent = percentOf(upload);
  const progressId = `${upload.id}-progress`;
  return (
    <li className={cn('flex flex-col gap-1 rounded-md border p-3', upload.error ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="min-w-0 font-medium break-all text-slate-800">{upload.file.name}</span>
        <span className="text-xs text-slate-500">{format.bytes(upload.file.size)}</span>
      </div>
      {upload.error ? (
        <p className="text-sm text-red-700">{spec(upload.error)}</p>
      ) : (
        <>
          <label htmlFor={progressId} className="text-xs text-slate-600">
            <span className="sr-only">{t.progressOf(upload.file.name)}: </span>
            {stage}
            {percent > 0 && percent < 100 ? ` ${percent}%` : ''}
          </label>
          <progress id={progressId} max={100} value={percent} className="h-2 w-full accent-brand-600" />
        </>
      )}
    </li>
  );
}
