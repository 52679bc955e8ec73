import type { ProtectionLimit, ProtectionStatus } from '@cailiao/contracts';

/** Fixtures of the protection tests (test code only). */
export function protectionStatus(
  over: Partial<ProtectionStatus> = {},
  limits: Partial<ProtectionLimit>[] = [],
) {
  const all: ProtectionLimit[] = [];
  for (const kind of ['deposit', 'stake', 'loss'] as const)
    for (const period of ['day', 'month'] as const) {
      const patch = limits.find((l) => l.kind === kind && l.period === period) ?? {};
      all.push({
        kind,
        period,
        amount: null,
        pending: null,
        used: 0,
        remaining: null,
        resetsAt: '2026-11-25T16:00:00.000Z',
        ...patch,
      });
    }
  return {
    limits: all,
    block: null,
    canBet: true,
    canRecharge: true,
    canWithdraw: true as const,
    serverTime: '2026-11-25T04:00:00.000Z',
    ...over,
  } satisfies ProtectionStatus;
}
