import { PageHeader } from '@/components/page';

/** Playlists list (pages/playlist). Owned by the playlists feature. */
export default function PlaylistsRoute() {
  return <PageHeader title="Playlists" />;
}
