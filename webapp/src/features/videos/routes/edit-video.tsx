import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { applyFieldErrors } from '@/components/form';
import { RequireLicence } from '@/components/require-licence';
import { Card, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { videoQuery } from '../api/get-video';
import { useUpdateVideo } from '../api/update-video';
import { VideoForm } from '../components/video-form';
import { messages } from '../messages';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';

/** A missing (or another client's) video: the message, then back to the dashboard. */
function VideoNotFound({ message }: { message: string }) {
  const toast = useToast();
  useEffect(() => {
    toast.error(message);
  }, [toast, message]);
  return <Navigate to="/dashboard" replace />;
}

function EditVideo() {
  const { videosId } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const { client } = useSession();
  const { data: video, error, isPending } = useQuery({ ...videoQuery(videosId ?? ''), enabled: Boolean(videosId) });
  const update = useUpdateVideo();
  const t = useMessages(messages);

  if (!videosId) return <VideoNotFound message={t.notFound} />;
  if (isPending && !error) return <PageSpinner label={t.loadingOne} />;
  if (error || !video) {
    return <VideoNotFound message={isApiError(error, 'forbidden') ? t.notAuthorized : t.notFound} />;
  }
  const authorized = client !== null && video.clientId === client.id;

  return (
    <>
      <PageHeader title={t.editTitle} />
      <Card className="max-w-2xl">
        {!authorized ? (
          <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-2 text-sm font-medium text-red-700">
            {t.notAuthorized}
          </p>
        ) : null}
        <VideoForm
          label={t.editForm}
          clientId={client?.id ?? ''}
          disabled={!authorized}
          values={{
            videoUrl: video.videoUrl,
            videoTitle: video.videoTitle,
            videoThumbnailUrl: video.videoThumbnailUrl,
            duration: '',
            clientId: client?.id ?? '',
          }}
          onSubmit={async (input, form) => {
            try {
              await update.mutateAsync({ id: video.id, input });
              toast.success(t.updated);
              void navigate('/dashboard');
            } catch (failure) {
              if (isApiError(failure, 'forbidden')) toast.error(t.notAuthorized);
              else if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.updateFailed));
            }
          }}
        />
      </Card>
    </>
  );
}

/** Edit a video (pages/editvideos/:videosId); an expired licence sends the person to payments. */
export default function EditVideoRoute() {
  return (
    <RequireLicence>
      <EditVideo />
    </RequireLicence>
  );
}
