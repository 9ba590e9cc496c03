import { useQuery } from '@tanstack/react-query';

import { mediaPlaylistsQuery, namedPlaylists } from '../api/get-media-playlists';

/** The delete dialog's warning: which playlists lose the item. Nothing while unknown or unused. */
export function MediaUsageWarning({ mediaId }: { mediaId: string }) {
  const usage = useQuery(mediaPlaylistsQuery(mediaId));
  if (!usage.data || usage.data.length === 0) return null;
  return (
    <span role="note" className="mt-2 block rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
      It is used in {namedPlaylists(usage.data)}, and will leave {usage.data.length > 1 ? 'them' : 'it'}.
    </span>
  );
}
