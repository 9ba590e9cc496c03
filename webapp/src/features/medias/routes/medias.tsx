import { PageHeader } from '@/components/page';

/** Media library (pages/medias). Owned by the media feature. */
export default function MediasRoute() {
  return <PageHeader title="Media Library" />;
}
