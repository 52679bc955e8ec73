import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/feedback/submit (shape of FeedbackBody in @cailiao/contracts). */
export interface FeedbackInput {
  type: 'bug' | 'suggestion' | 'complaint' | 'other';
  content: string;
  contact?: string;
}

export function submitFeedback(body: FeedbackInput) {
  return http.requestFull<unknown>('/api/feedback/submit', { method: 'POST', data: body });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
