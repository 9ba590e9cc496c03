import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/button';
import { FormActions } from '@/components/form-actions';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

import { useAddMedia } from '../api/add-media';
import { FILE_RULES, toNumber } from '../api/media-checks';
import { mediaFormSchema, type MediaFormValues } from '../api/media-form';
import type { UploadState } from '../api/upload-stages';
import { ASSET_TYPES } from '../types';
import { failureMessage } from '@/lib/errors';
import { youtubeFileSize } from '@/lib/youtube';
import type { AssetType } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { MediaFileField } from './media-file-field';
import { UploadProgress } from './upload-progress';
import { YoutubeFields } from './youtube-fields';
import { messages } from '../form-messages';

/** The duration each type starts with: a video left without one takes its own length. */
const DEFAULT_DURATION: Record<AssetType, string> = { image: '10', video: '', youtube: '10' };

const DEFAULTS: MediaFormValues = {
  name: '',
  description: '',
  assetType: 'image',
  duration: DEFAULT_DURATION.image,
  youtubeUrl: '',
  file: null,
};

function asAssetType(value: string | undefined): AssetType {
  return (ASSET_TYPES as readonly string[]).includes(value ?? '') ? (value as AssetType) : 'image';
}

function MediaFields({ busy }: { busy: boolean }) {
  const { control, setValue, clearErrors, getFieldState } = useFormContext<MediaFormValues>();
  const assetType = asAssetType(useWatch({ control, name: 'assetType' }));
  const duration = useWatch({ control, name: 'duration' });
  const previousType = useRef(assetType);
  const t = useMessages(messages);
  const format = useFormat();

  // A file chosen for another type does not follow a change of type.
  useEffect(() => {
    if (previousType.current === assetType) return;
    previousType.current = assetType;
    setValue('file', null);
    // A duration the person typed stays; the previous type's default does not.
    if (!getFieldState('duration').isDirty) setValue('duration', DEFAULT_DURATION[assetType]);
    clearErrors(['file', 'youtubeUrl']);
  }, [assetType, setValue, clearErrors, getFieldState]);

  const rule = FILE_RULES[assetType];
  const seconds = toNumber(duration);
  const durationHint =
    assetType === 'youtube'
      ? t.youtubeDurationHint(format.bytes(youtubeFileSize(seconds ?? 0)))
      : assetType === 'video'
        ? t.videoDurationHint
        : t.imageDurationHint;

  return (
    <>
      <TextField name="name" label={t.name} autoComplete="off" disabled={busy} />
      <TextAreaField name="description" label={t.description} rows={2} disabled={busy} />
      <SelectField name="assetType" label={t.type} options={ASSET_TYPES.map((type) => ({ value: type, label: t.types[type] }))} disabled={busy} />
      {rule ? <MediaFileField key={assetType} accept={rule.accept} hint={t.fileHints[assetType] ?? ''} disabled={busy} /> : null}
      {assetType === 'youtube' ? <YoutubeFields disabled={busy} /> : null}
      <TextField name="duration" label={t.duration} type="number" min={0} step="any" inputMode="decimal" hint={durationHint} disabled={busy} />
    </>
  );
}

interface AddMediaFormProps {
  /** The saved item, as soon as the server has it (the library shows it at once). */
  /** The upload is over and its 'Complete' stage was shown: close the form. */
  onDone: () => void;
  onCancel: () => void;
  /** Told when an upload starts and ends (the modal cannot be closed meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/** How long the finished upload shows its 'Complete' stage before the dialog closes. */
export const COMPLETE_VISIBLE_MS = 700;

/**
 * The add-media form: an image (JPG/PNG) or video (MP4) of at most 10MB, or a YouTube link.
 * While the item is sent, the upload's stages and a progress bar replace the buttons.
 */
export function AddMediaForm({ onDone, onCancel, onBusyChange }: AddMediaFormProps) {
  const toast = useToast();
  const [upload, setUpload] = useState<{ state: UploadState; assetType: AssetType } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const add = useAddMedia();
  const t = useMessages(messages);

  useEffect(() => () => controller.current?.abort(), []);

  return (
    <Form
      schema={mediaFormSchema}
      defaultValues={DEFAULTS}
      aria-label={t.addForm}
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        const abort = new AbortController();
        controller.current = abort;
        setUpload({ state: { stage: 'preparing', percent: 0 }, assetType: values.assetType });
        onBusyChange?.(true);
        try {
          // The new item is listed as soon as it is saved (see useAddMedia).
          await add.mutateAsync({
            media: values,
            options: { signal: abort.signal, onProgress: (state) => setUpload({ state, assetType: values.assetType }) },
          });
          toast.success(values.assetType === 'youtube' ? t.linkAdded : t.added);
          // The last stage, 'Complete', stays in view a moment before the dialog closes.
          await new Promise((resolve) => setTimeout(resolve, COMPLETE_VISIBLE_MS));
          onDone();
        } catch (error) {
          setUpload(null);
          if (error instanceof DOMException && error.name === 'AbortError') {
            toast.info(t.uploadCancelled);
          } else if (isApiError(error, 'payload_too_large') || isApiError(error, 'unsupported_media')) {
            form.setError('file', { type: 'server', message: error.message }, { shouldFocus: true });
          } else if (!applyFieldErrors(form, error)) {
            toast.error(failureMessage(error, t.saveFailed));
          }
        } finally {
          controller.current = null;
          onBusyChange?.(false);
        }
      }}
    >
      <MediaFields busy={upload !== null} />
      {upload ? (
        <>
          <UploadProgress state={upload.state} assetType={upload.assetType} />
          {/* Once complete there is nothing left to cancel. */}
          {upload.state.stage === 'complete' ? null : (
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => controller.current?.abort()}>
                {t.cancelUpload}
              </Button>
            </div>
          )}
        </>
      ) : (
        <FormActions onCancel={onCancel} />
      )}
    </Form>
  );
}
