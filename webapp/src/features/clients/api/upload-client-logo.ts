import { uploadFile, type UploadProgress } from '@/lib/api-client';
import type { Client } from '@/types/api';

/** POST /api/clients/{id}/logo, multipart `file` (owner, staff) → Client; reports upload progress. */
export function uploadClientLogo(id: string, file: File, onProgress?: (progress: UploadProgress) => void): Promise<Client> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadFile<Client>(`/clients/${encodeURIComponent(id)}/logo`, form, { onProgress });
}
