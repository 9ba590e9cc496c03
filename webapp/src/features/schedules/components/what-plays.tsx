import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

const PreviewStage = lazy(() => import('./preview-stage'));

/** The moment pointed at or tapped, and what plays then. */
export interface Moment {
  dayName: string;
  time: string;
  playlistId: string | null;
  playlistName: string;
}

/** "Tuesday 14:00: Lunch" as a live status, with a Preview of that playlist in the player's renderer. */
export function WhatPlays({ moment }: { moment: Moment | null }) {
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  const name = moment?.playlistName ?? '';
  return (
    <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p role="status" className="flex-1">
        {moment ? t.whatPlays(moment.dayName, moment.time, name) : t.hoverHint}
      </p>
      {moment?.playlistId ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t.preview}
        </Button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t.previewOf(name)} size="lg" footer={<Button variant="secondary" onClick={() => setOpen(false)}>{t.close}</Button>}>
        {open && moment?.playlistId ? (
          <Suspense fallback={<Spinner />}>
            <PreviewStage playlistId={moment.playlistId} label={t.previewOf(name)} />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
