import { PageHeader } from '@/components/page';

/** Playlist builder, new (pages/addplaylist). Owned by the playlists feature. */
export default function AddPlaylistRoute() {
  return <PageHeader title="Add Playlist" />;
}
