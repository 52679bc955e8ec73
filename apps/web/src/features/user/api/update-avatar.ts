import type { UploadResult } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useAuthStore } from '../../auth/store/auth-store';
import { userInfoKey } from './get-user-info';

/** POST /api/upload/avatar (multipart field `avatar`) → { url, size, mime }. */
export function uploadAvatar(file: File): Promise<UploadResult> {
  return http.upload<UploadResult>('/api/upload/avatar', file, { field: 'avatar' });
}

/** PUT /api/user/avatar { avatar: url }. */
export function updateAvatar(avatar: string) {
  return http.put<unknown>('/api/user/avatar', { avatar });
}

/** Uploads the picture, then makes it the avatar. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { url } = await uploadAvatar(file);
      await updateAvatar(url);
      return url;
    },
    onSuccess: (url) => {
      useAuthStore.getState().updateUser({ avatar: url });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
