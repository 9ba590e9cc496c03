import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { Button, IconButton } from '@/components/button';
import { CheckboxField, SelectField, TextField } from '@/components/fields';
import { Form, type FormMethods } from '@/components/form';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { FormActions } from '@/components/form-actions';
import { failureMessage } from '@/lib/errors';
import { formatDuration, useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { playlistFormSchema, type PlaylistFormValues, type PlaylistInput } from '../api/create-playlist';
import { activeMediasQuery } from '../api/get-active-medias';
import { messages } from '../messages';
import { LOGO_POSITIONS, type PlaylistMedia } from '../types';

import { MediaRow } from './media-row';
import { SortableMediaList } from './sortable-media-list';

/** The playlist's totals, as the server computes them from its items. */
export function playlistTotals(items: readonly PlaylistMedia[]) {
  return items.reduce(
    (totals, media) => ({ duration: totals.duration + (media.duration || 0), size: totals.size + (media.fileSize || 0) }),
    { duration: 0, size: 0 },
  );
}

/**
 * The builder's available media: the user's active media, searched by name and paged (Load
 * more), so every active media item can be reached; those already in the playlist are left out.
 */
function AvailableMedia({ chosenIds, onAdd }: { chosenIds: readonly string[]; onAdd: (media: PlaylistMedia) => void }) {
  const t = useMessages(messages);
  const [search, setSearch] = useState('');
  const medias = useInfiniteQuery(activeMediasQuery(search));
  return (
    <section aria-labelledby="available-media-title" className="rounded-md border border-slate-200 p-3">
      <h2 id="available-media-title" className="text-base font-semibold text-slate-900">
        {t.available}
      </h2>
      <p className="text-xs text-slate-500">{t.availableHint}</p>
      <SearchBox onSearch={setSearch} hint={t.mediaSearchHint} className="my-2 max-w-sm" />
      <PagedList
        query={medias}
        search={search}
        compact
        loadingLabel={t.loadingMedia}
        errorMessage={(error) => failureMessage(error, t.mediaLoadFailed)}
        empty={t.noActiveMedia}
      >
        {(list) => {
          const available = list.filter((media) => !chosenIds.includes(media.id));
          if (available.length === 0) {
            const text = medias.hasNextPage ? t.allLoadedChosen : t.allChosen;
            return <p className="mt-3 text-sm text-slate-600">{text}</p>;
          }
          return (
            <ul aria-label={t.available} className="mt-2 divide-y divide-slate-100">
              {available.map((media) => (
                <MediaRow
                  key={media.id}
                  media={media}
                  actions={(describedBy) => (
                    <Button size="sm" variant="secondary" aria-describedby={describedBy} onClick={() => onAdd(media)}>
                      {t.addToPlaylist}
                    </Button>
                  )}
                />
              ))}
            </ul>
          );
        }}
      </PagedList>
    </section>
  );
}

/** The two lists; `chosen` are the details of the playlist's media when the builder opens. */
function MediaLists({ chosen: initiallyChosen }: { chosen: readonly PlaylistMedia[] }) {
  const t = useMessages(messages);
  const format = useFormat();
  const { control, setValue } = useFormContext<PlaylistFormValues>();
  const { errors, isSubmitted } = useFormState({ control, name: 'mediaIds' });
  const mediaIds = useWatch({ control, name: 'mediaIds' }) ?? [];
  // Every media item the playlist holds or has been given, whatever page or search it came from.
  const [known, setKnown] = useState(() => new Map(initiallyChosen.map((media) => [media.id, media])));
  const chosen = mediaIds.map((id) => known.get(id)).filter((media): media is PlaylistMedia => media !== undefined);
  const totals = playlistTotals(chosen);
  const error = errors.mediaIds?.message;

  const update = (next: string[]) => setValue('mediaIds', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const add = (media: PlaylistMedia) => {
    setKnown((current) => new Map(current).set(media.id, media));
    update([...mediaIds, media.id]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...mediaIds];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    update(next);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AvailableMedia chosenIds={mediaIds} onAdd={add} />
      <section aria-labelledby="playlist-media-title" className="rounded-md border border-slate-200 p-3">
        <h2 id="playlist-media-title" className="text-base font-semibold text-slate-900">
          {t.playlistMedia}
        </h2>
        <p aria-live="polite" className="text-xs text-slate-600">
          {t.totals(chosen.length)}
          <strong>{formatDuration(totals.duration)}</strong>
          {t.totalSize}
          <strong>{format.bytes(totals.size)}</strong>
        </p>
        {chosen.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t.addFromAvailable}</p>
        ) : (
          <SortableMediaList
            chosen={chosen}
            label={t.playlistMedia}
            onReorder={update}
            actions={(media, index) => (describedBy) => (
              <>
                <IconButton label={t.moveUp(media.name)} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </IconButton>
                <IconButton label={t.moveDown(media.name)} disabled={index === chosen.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </IconButton>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={describedBy}
                  onClick={() => update(mediaIds.filter((id) => id !== media.id))}
                >
                  {t.remove}
                </Button>
              </>
            )}
          />
        )}
        {error ? (
          <p role="alert" className="mt-2 text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Overlays() {
  const t = useMessages(messages);
  const { control } = useFormContext<PlaylistFormValues>();
  const showLogo = useWatch({ control, name: 'showLogo' });
  const showBanner = useWatch({ control, name: 'showBanner' });
  const { client } = useSession();
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.overlays}</legend>
      <div className="flex flex-col gap-2">
        <CheckboxField name="showLogo" label={t.showLogo} />
        {showLogo ? (
          <>
            <SelectField
              name="logoPosition"
              label={t.logoPosition}
              options={LOGO_POSITIONS.map((position) => ({ value: position, label: t.positions[position] }))}
              placeholder={t.choosePosition}
            />
            {client && !client.logoUrl ? (
              <p className="text-xs text-amber-800">{t.noLogo}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <CheckboxField name="showBanner" label={t.showBanner} />
        {showBanner ? <TextField name="bannerText" label={t.bannerText} maxLength={200} /> : null}
      </div>
    </fieldset>
  );
}

function BuilderButtons() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { isSubmitting } = useFormState();
  return (
    <FormActions onCancel={() => void navigate('/dashboard')} busy={isSubmitting} cancelWhileBusy cancelLabel={t.cancel} saveLabel={t.save} />
  );
}

function ClientError() {
  const { errors } = useFormState<PlaylistFormValues>({ name: 'clientId' });
  return errors.clientId?.message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm font-medium text-red-700">
      {errors.clientId.message}
    </p>
  ) : null;
}

interface PlaylistBuilderProps {
  label: string;
  initial: PlaylistFormValues;
  /** The details of `initial.mediaIds` (an edited playlist's media). */
  chosen: readonly PlaylistMedia[];
  onSubmit: (input: PlaylistInput, form: FormMethods<PlaylistFormValues, PlaylistInput>) => Promise<void>;
}

/**
 * The playlist builder: a name, two lists (available media and playlist media) moved with
 * Add to Playlist and Remove, the playlist's media ordered by dragging or the arrow buttons,
 * the logo and banner overlays, and live totals.
 */
export function PlaylistBuilder({ label, initial, chosen, onSubmit }: PlaylistBuilderProps) {
  const t = useMessages(messages);
  return (
    <Form schema={playlistFormSchema} defaultValues={initial} aria-label={label} className="flex flex-col gap-5" onSubmit={onSubmit}>
      <ClientError />
      <TextField name="playlistName" label={t.playlistName} autoComplete="off" containerClassName="max-w-xl" />
      <MediaLists chosen={chosen} />
      <Overlays />
      <BuilderButtons />
    </Form>
  );
}
