import type { WithdrawAccountType } from '@cailiao/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface QrUpload {
  url: string;
  size: number;
  mime: string;
  accountType: WithdrawAccountType | null;
}

/** POST /api/withdraw/upload/qrcode (multipart `file` + `accountType`); the server re-encodes it. */
export function uploadQrCode({ file, accountType }: { file: File; accountType: WithdrawAccountType }) {
  return http.upload<QrUpload>('/api/withdraw/upload/qrcode', file, { fields: { accountType } });
}

export function useUploadQrCode() {
  return useMutation({ mutationFn: uploadQrCode });
}
