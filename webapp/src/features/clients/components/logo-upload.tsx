import { useId, useState, type ChangeEvent } from 'react';

import { useToast } from '@/components/toasts';
import type { Client } from '@/types/api';
import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { CLIENT_MESSAGES } from '../api/messages';
import { useUploadClientLogo } from '../api/upload-client-logo';
import { checkLogo, readImageSize, type ImageSize } from '../utils/logo-checks';
import { messages } from '../messages';

interface LogoUploadProps {
  client: Client;
  onUploaded: (client: Client) => void;
  /** Reads an image's pixel size (the browser's by default; tests pass their own). */
  sizeOf?: (file: Blob) => Promise<ImageSize>;
}

/**
 * The business logo: a labelled file input; the file is checked in the browser (2MB, JPG/PNG,
 * 1920x1920 px by loading the image), then uploaded with a real progress bar.
 */
export function LogoUpload({ client, onUploaded, sizeOf = readImageSize }: LogoUploadProps) {
  const toast = useToast();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadClientLogo();
  const t = useMessages(messages);
  const translate = useSpecMessage();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    const rule = await checkLogo(file, sizeOf);
    if (rule) {
      setProblem(rule);
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      const updated = await upload.mutateAsync({ id: client.id, file, onProgress: (p) => setProgress(p.percent) });
      onUploaded(updated);
      toast.success(CLIENT_MESSAGES.logoUploaded);
    } catch {
      toast.error(CLIENT_MESSAGES.logoFailed);
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200">
        {client.logoUrl ? (
          <img src={client.logoUrl} alt={t.logoOf(client.businessName)} className="h-full w-full object-contain" />
        ) : (
          <span className="text-xs text-slate-500">{t.noLogo}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t.logo}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          disabled={progress !== null}
          onChange={(event) => void onChange(event)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t.logoHint}
        </p>
        {problem ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
            {translate(problem)}
          </p>
        ) : null}
        {progress !== null ? (
          <progress max={100} value={progress} aria-label={t.logoProgress} className="h-2 w-full">
            {progress}%
          </progress>
        ) : null}
      </div>
    </div>
  );
}
