import { formatBytes, formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';
import type { Screen, ScreenState } from '@/types/api';

import { messages } from '../messages';

const TONES: Record<ScreenState, { text: string; dot: string }> = {
  online: { text: 'text-green-700', dot: 'bg-green-600' },
  playingFromCopies: { text: 'text-amber-700', dot: 'bg-amber-500' },
  offline: { text: 'text-slate-600', dot: 'bg-slate-400' },
  waiting: { text: 'text-slate-600', dot: 'bg-slate-300' },
  suspended: { text: 'text-red-700', dot: 'bg-red-600' },
};

/** The state the portal can honestly tell (a screen listed before states existed: its status). */
export const stateOf = (screen: Screen): ScreenState => screen.state ?? screen.status;

/** About how long, in minutes or hours and minutes ("25 min", "2 h 5 min"). */
function spell(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The state badge, since when it holds, and the last time the TV was without the server. */
export function StateCell({ screen }: { screen: Screen }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const state = stateOf(screen);
  const tone = TONES[state];
  const since = formatDateTime(screen.stateSince ?? null, language);
  const outage = screen.lastOutage;
  return (
    <div className="flex flex-col gap-0.5">
      <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone.text}`}>
        <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${tone.dot}`} />
        {t[state]}
      </span>
      {since ? <span className="text-xs text-slate-500">{state === 'offline' ? t.silentSince(since) : t.stateSince(since)}</span> : null}
      {outage && state === 'online' ? <span className="text-xs text-slate-500">{t.lastOutage(spell(outage.seconds), formatDateTime(outage.since, language))}</span> : null}
    </div>
  );
}

/** What the TV said it shows, and since when; and what it could not play lately. */
export function NowPlayingCell({ screen }: { screen: Screen }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const playing = screen.nowPlaying;
  return (
    <div className="flex flex-col gap-0.5">
      {playing ? (
        <>
          <span className="text-sm">{playing.name || t.unnamedMedia(playing.kind)}</span>
          <span className="text-xs text-slate-500">{t.stateSince(formatDateTime(playing.since, language))}</span>
        </>
      ) : (
        <span className="text-sm text-slate-500">{screen.copies ? t.nothingPlaying : t.notReported}</span>
      )}
      <SkipWarnings screen={screen} />
    </div>
  );
}

/** The media its TV could not play lately (the server keeps those of the last hour). */
function SkipWarnings({ screen }: { screen: Screen }) {
  const t = useMessages(messages);
  const skips = screen.skips ?? [];
  if (skips.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {skips.map((skip) => (
        <li key={skip.mediaId} className="text-xs text-amber-700">
          {t.cantPlay(skip.name, t.skipReasons[skip.reason] ?? t.skipReasonOther, skip.count)}
        </li>
      ))}
    </ul>
  );
}

/** The health of the TV's copies: files kept of those its playlist needs, and their bytes. */
export function CopiesCell({ screen }: { screen: Screen }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const copies = screen.copies;
  if (!copies) return <span className="text-sm text-slate-500">{t.notReported}</span>;
  const missing = copies.total - copies.kept;
  return (
    <div className="flex flex-col gap-0.5">
      <span className={`text-sm ${missing > 0 ? 'text-amber-700' : ''}`}>{t.copiesKept(copies.kept, copies.total)}</span>
      <span className="text-xs text-slate-500">{missing > 0 ? `${t.copiesMissing(missing)} · ${formatBytes(copies.bytes, language)}` : formatBytes(copies.bytes, language)}</span>
    </div>
  );
}
