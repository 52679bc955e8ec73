import type {
  RedEnvelopeDetail,
  RedEnvelopeGrab,
  RedEnvelopeRecord,
  RedEnvelopeSent,
  RedEnvelopeType,
} from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const redEnvelopeKeys = {
  detail: (id: number) => ['chat', 'red-envelope', id] as const,
  records: (id: number) => ['chat', 'red-envelope', id, 'records'] as const,
};

export interface SendRedEnvelopeInput {
  amount: number;
  count: number;
  type: RedEnvelopeType;
  blessing?: string;
  password?: string;
  toUserId?: number;
  groupId?: number;
  requestId: string;
}

/** POST /api/chat/red-envelopes: debits the sender at once; the message arrives over the socket too. */
export function sendRedEnvelope(input: SendRedEnvelopeInput): Promise<RedEnvelopeSent> {
  return http.post<RedEnvelopeSent>('/api/chat/red-envelopes', input, { silent: true });
}

/** POST /api/chat/red-envelopes/{id}/grab { password }. */
export function grabRedEnvelope(id: number, password?: string): Promise<RedEnvelopeGrab> {
  return http.post<RedEnvelopeGrab>(`/api/chat/red-envelopes/${id}/grab`, password ? { password } : {}, {
    silent: true,
  });
}

/** GET /api/chat/red-envelopes/{id}: my view of it (mine, left, expired…). */
export function getRedEnvelope(id: number): Promise<RedEnvelopeDetail> {
  return http.get<RedEnvelopeDetail>(`/api/chat/red-envelopes/${id}`, { silent: true });
}

export function getRedEnvelopeRecords(
  id: number,
): Promise<{ list: RedEnvelopeRecord[]; grabbedCount: number; count: number }> {
  return http.get(`/api/chat/red-envelopes/${id}/records`, { silent: true });
}

/** The envelope behind a RED_ENVELOPE bubble; kept fresh by red_envelope_grabbed frames. */
export function useRedEnvelope(id: number | undefined) {
  return useQuery({
    queryKey: redEnvelopeKeys.detail(id ?? 0),
    queryFn: () => getRedEnvelope(id!),
    enabled: id !== undefined && id > 0,
    staleTime: 30_000,
  });
}

export function useRedEnvelopeRecords(id: number, enabled: boolean) {
  return useQuery({
    queryKey: redEnvelopeKeys.records(id),
    queryFn: () => getRedEnvelopeRecords(id),
    enabled,
    staleTime: 0,
  });
}
