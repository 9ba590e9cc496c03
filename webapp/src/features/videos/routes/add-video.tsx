import { useNavigate } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { RequireLicence } from '@/components/require-licence';
import { Card, PageHeader } from '@/components/page';
import { useToast } from '@/components/toasts';
import { useSession } from '@/lib/session';

import { useAddVideo } from '../api/add-video';
import { VideoForm } from '../components/video-form';
import { VideoList } from '../components/video-list';
import { messages } from '../messages';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';

function AddVideo() {
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const add = useAddVideo();
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t.addTitle} description={t.addDescription} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <VideoForm
            label={t.addForm}
            clientId={client?.id ?? ''}
            onSubmit={async (input, form) => {
              try {
                await add.mutateAsync(input);
                toast.success(t.added);
                void navigate('/dashboard');
              } catch (error) {
                if (!applyFieldErrors(form, error)) toast.error(failureMessage(error, t.saveFailed));
              }
            }}
          />
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t.yourVideos}</h2>
          <VideoList />
        </Card>
      </div>
    </>
  );
}

/** Add a video (pages/addvideos); an expired licence sends the person to payments. */
export default function AddVideoRoute() {
  return (
    <RequireLicence>
      <AddVideo />
    </RequireLicence>
  );
}
