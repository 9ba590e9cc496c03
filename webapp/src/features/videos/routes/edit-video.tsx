import { PageHeader } from '@/components/page';

/** Edit a video (pages/editvideos/:videosId). Owned by the videos feature. */
export default function EditVideoRoute() {
  return <PageHeader title="Edit Video" />;
}
