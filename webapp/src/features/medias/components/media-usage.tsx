import { useQuery } from '@tanstack/react-query';

import { useLanguage, useMessages } from '@/lib/i18n';

import { mediaPlaylistsQuery, namedPlaylists } from '../api/get-media-playlists';
import { messages } from '../messages';

/** The delete dialog's warning: which playlists lose the item. Nothing while unknown or unused. */
export function MediaUsageWarning({ mediaId }: { mediaId: string }) {
  const usage = useQuery(mediaPlaylistsQuery(mediaId));
  const t = useMessages(messages);
  const { language } = useLanguage();
  if (!usage.data || usage.data.length === 0) return null;
  return (
    <span role="note" className="mt-2 block rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
      {t.usedIn(namedPlaylists(usage.data, t, language), usage.data.length)}
    </span>
  );
}
