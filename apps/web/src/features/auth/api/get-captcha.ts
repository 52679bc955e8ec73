import type { Captcha } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/captcha/generate → { captchaId, image } (image is a data URL). */
export function getCaptcha(): Promise<Captcha> {
  return http.get<Captcha>('/api/captcha/generate', { silent: true });
}

/** A fresh captcha per mount; `refetch` draws a new one. */
export function useCaptcha(scope: string) {
  return useQuery({
    queryKey: ['captcha', scope],
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
