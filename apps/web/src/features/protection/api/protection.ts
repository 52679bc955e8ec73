import type {
  CoolingOffBody,
  ProtectionHistory,
  ProtectionStatus,
  RealityCheck,
  SelfExclusionBody,
  SetProtectionLimitBody,
} from '@cailiao/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const protectionKeys = {
  status: ['protection', 'status'] as const,
  history: ['protection', 'history'] as const,
};

/** GET /api/protection: my limits, the block in force, what I may do now. */
export function getProtection(): Promise<ProtectionStatus> {
  return http.get<ProtectionStatus>('/api/protection', { silent: true });
}
export function useProtection() {
  return useQuery({ queryKey: protectionKeys.status, queryFn: getProtection });
}

/** GET /api/protection/history: my last 30 days of stakes, wins and net. */
export function getPlayHistory(): Promise<ProtectionHistory> {
  return http.get<ProtectionHistory>('/api/protection/history', { silent: true });
}
export function usePlayHistory() {
  return useQuery({ queryKey: protectionKeys.history, queryFn: getPlayHistory });
}

/** GET /api/protection/reality-check?since=: play since the session began. */
export function getRealityCheck(since: Date): Promise<RealityCheck> {
  return http.get<RealityCheck>('/api/protection/reality-check', {
    params: { since: since.toISOString() },
    silent: true,
  });
}

function useProtectionMutation<B>(call: (body: B) => Promise<ProtectionStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => queryClient.setQueryData(protectionKeys.status, status),
  });
}

/** PUT /api/protection/limits: lowering applies at once, raising or removing after 24 hours. */
export function useSetProtectionLimit() {
  return useProtectionMutation((body: SetProtectionLimitBody) =>
    http.put<ProtectionStatus>('/api/protection/limits', body),
  );
}

/** POST /api/protection/cooling-off (1–42 days). */
export function useStartCoolingOff() {
  return useProtectionMutation((body: CoolingOffBody) =>
    http.post<ProtectionStatus>('/api/protection/cooling-off', body),
  );
}

/** POST /api/protection/self-exclusion (6 months or more). */
export function useStartSelfExclusion() {
  return useProtectionMutation((body: SelfExclusionBody) =>
    http.post<ProtectionStatus>('/api/protection/self-exclusion', body),
  );
}
