import { PageHeader } from '@/components/page';

/** Add a video (pages/addvideos). Owned by the videos feature. */
export default function AddVideoRoute() {
  return <PageHeader title="Add Video" />;
}
