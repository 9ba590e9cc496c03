import { PageHeader } from '@/components/page';

/** Playlist builder, edit (pages/editplaylist/:playlistId). Owned by the playlists feature. */
export default function EditPlaylistRoute() {
  return <PageHeader title="Edit Playlist" />;
}
