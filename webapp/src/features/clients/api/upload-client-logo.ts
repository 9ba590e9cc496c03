import { useMutation, useQueryClient } from '@tanstack/react-query';

import { uploadFile, type UploadProgress } from '@/lib/api-client';
import type { Client } from '@/types/api';

import { clientSaved } from './update-client';

/** POST /api/clients/{id}/logo, multipart `file` (owner, staff) → Client; reports upload progress. */
export function uploadClientLogo(id: string, file: File, onProgress?: (progress: UploadProgress) => void): Promise<Client> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadFile<Client>(`/clients/${encodeURIComponent(id)}/logo`, form, { onProgress });
}

export function useUploadClientLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: string; file: File; onProgress?: (progress: UploadProgress) => void }) =>
      uploadClientLogo(id, file, onProgress),
    onSuccess: (saved) => clientSaved(queryClient, saved),
  });
}
