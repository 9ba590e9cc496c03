/** Several files at once: each checked on its own, then sent through a bounded queue. */
import { useCallback, useEffect, useRef, useState } from 'react';

import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/errors';
import { createTaskQueue } from '@/lib/task-queue';
import type { AssetType } from '@/types/api';

import { useAddMedia } from './add-media';
import { MEDIA_MESSAGES, mediaErrors } from './media-checks';
import type { NewMedia } from './media-form';
import type { UploadState } from './upload-stages';

/** Uploads running at once; the others wait their turn. */
export const UPLOADS_AT_ONCE = 2;

/** A chosen file: waiting, on its way (its stage), done, or failed (its own message). */
export interface FileUpload {
  id: string;
  file: File;
  assetType: AssetType;
  state: UploadState | null;
  error: string | null;
}

/** A video is an MP4 (the file's type says video); anything else is checked as an image. */
export function assetTypeOf(file: File): AssetType {
  return file.type.toLowerCase().startsWith('video/') ? 'video' : 'image';
}

/** The item a dropped file becomes: named after the file; an image stays 10 s on screen. */
export function newMediaOf(file: File): NewMedia {
  const assetType = assetTypeOf(file);
  const name = file.name.replace(/\.[^.]+$/, '').trim() || file.name;
  return { name, description: '', assetType, duration: assetType === 'image' ? 10 : null, youtubeUrl: '', file };
}

/** The spec's per-file message (size limit, unsupported type), or null when the file may go. */
export function fileProblem(file: File): string | null {
  const media = newMediaOf(file);
  const errors = mediaErrors({ ...media, mode: 'add', fileName: file.name, fileSize: file.size, contentType: file.type });
  return errors.file ?? errors.name ?? null;
}

function uploadFailure(error: unknown): string {
  if (isApiError(error, 'payload_too_large') || isApiError(error, 'unsupported_media')) return error.message;
  return failureMessage(error, MEDIA_MESSAGES.saveFailed);
}

let counter = 0;
const nextId = () => `upload-${(counter += 1)}`;

/**
 * The list of chosen files and `add(files)`: a file with a problem shows its message at once;
 * the others go through a queue of UPLOADS_AT_ONCE, each with its own stage and error. Each
 * saved item refreshes the library (useAddMedia); leaving aborts what is still running.
 */
export function useUploadFiles() {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const queue = useRef(createTaskQueue(UPLOADS_AT_ONCE));
  const controller = useRef(new AbortController());
  const add = useAddMedia();
  const { mutateAsync } = add;

  useEffect(() => {
    const abort = controller.current;
    return () => abort.abort();
  }, []);

  const change = useCallback((id: string, patch: Partial<FileUpload>) => {
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const send = useCallback(
    async (item: FileUpload) => {
      const signal = controller.current.signal;
      try {
        await queue.current.add(() =>
          mutateAsync({ media: newMediaOf(item.file), options: { signal, onProgress: (state) => change(item.id, { state }) } }),
        );
      } catch (error) {
        if (!signal.aborted) change(item.id, { state: null, error: uploadFailure(error) });
      }
    },
    [change, mutateAsync],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const items = Array.from(files, (file): FileUpload => ({ id: nextId(), file, assetType: assetTypeOf(file), state: null, error: fileProblem(file) }));
      setUploads((list) => [...list, ...items]);
      for (const item of items) if (item.error === null) void send(item);
    },
    [send],
  );

  const busy = uploads.some((item) => item.error === null && item.state?.stage !== 'complete');
  return { uploads, addFiles, busy };
}
