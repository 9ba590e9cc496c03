import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { minLength, required } from '@/lib/checks';
import { PASSWORD_MIN } from '@/lib/spec-rules.gen';
import { formSchema, passwordField } from '@/lib/validation';
import type { RequestBody } from '@/types/api-contract';

/** The change-password screen is in Spanish (spec §2). */
export const CHANGE_PASSWORD_TEXT = {
  currentRequired: 'La contraseña actual es obligatoria.',
  newRequired: 'La nueva contraseña es obligatoria.',
  tooShort: 'La contraseña debe tener al menos 6 caracteres.',
  confirmRequired: 'Confirme la nueva contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
  success: 'Contraseña actualizada correctamente.',
  wrongCurrent: 'La contraseña actual es incorrecta.',
  failed: 'No se pudo cambiar la contraseña. Inténtelo de nuevo.',
} as const;

export const changePasswordSchema = formSchema({
  currentPassword: passwordField(required(CHANGE_PASSWORD_TEXT.currentRequired)),
  newPassword: passwordField(required(CHANGE_PASSWORD_TEXT.newRequired), minLength(PASSWORD_MIN, CHANGE_PASSWORD_TEXT.tooShort)),
  confirmPassword: passwordField(required(CHANGE_PASSWORD_TEXT.confirmRequired)),
}).refine((values) => values.newPassword === values.confirmPassword, {
  message: CHANGE_PASSWORD_TEXT.mismatch,
  path: ['confirmPassword'],
});

/** POST /api/auth/change-password {currentPassword, newPassword} → 204 */
export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return api.post<void>('/auth/change-password', { currentPassword, newPassword } satisfies RequestBody<'ChangePasswordBody'>);
}

/** Nothing cached changes (the session stays). */
export function useChangePassword() {
  return useMutation({ mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => changePassword(currentPassword, newPassword) });
}
