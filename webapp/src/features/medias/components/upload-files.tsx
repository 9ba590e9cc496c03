import { useEffect, useId, useState, type DragEvent } from 'react';

import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import { UPLOADS_AT_ONCE, useUploadFiles } from '../api/upload-files';
import { FILE_RULES } from '../api/media-checks';
import { messages } from '../upload-messages';

import { FileUploadItem } from './file-upload-item';

const ACCEPT = [FILE_RULES.image?.accept, FILE_RULES.video?.accept].filter(Boolean).join(',');

/**
 * Several images and videos at once: the file picker (multiple) inside a drop zone, then one
 * line per file with its own stage, progress and error. Told whether uploads are running.
 */
export function UploadFiles({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const { uploads, addFiles, busy } = useUploadFiles();
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const t = useMessages(messages);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };
  const failed = uploads.filter((item) => item.error !== null).length;
  const done = uploads.filter((item) => item.state?.stage === 'complete').length;

  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {dragging ? t.dropHere : t.chooseFiles}
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          className="max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700"
          onChange={(event) => {
            addFiles(event.target.files ?? []);
            event.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t.dropHint(UPLOADS_AT_ONCE)}
        </p>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {uploads.length > 0 ? t.summary(done, uploads.length, failed) : ''}
      </p>
      {uploads.length > 0 ? (
        <ul aria-label={t.files} className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <FileUploadItem key={upload.id} upload={upload} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The several-files upload in a dialog that cannot be closed while files are on their way. */
export function UploadFilesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(messages);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!busy}
      title={t.uploadFiles}
      size="lg"
      footer={
        <Button variant="secondary" disabled={busy} onClick={close}>
          {t.close}
        </Button>
      }
    >
      {open ? <UploadFiles onBusyChange={setBusy} /> : null}
    </Modal>
  );
}
