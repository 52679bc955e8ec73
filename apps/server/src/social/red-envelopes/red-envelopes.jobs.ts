import { fenToYuan } from '@cailiao/domain';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { redEnvelopesRepository as repo } from './red-envelopes.repository.ts';

const REFUND_BATCH = 100;

/**
 * The `red-envelope-refund` job: what is left of every envelope past its 24 hours goes back to its
 * sender, once. Each envelope is refunded in its own short transaction under its row lock;
 * `active → expired` and the ledger reference `red_envelope_refund:<id>` make a second run (or a
 * concurrent one on another process) move nothing.
 */
export function createRedEnvelopeRefunds(deps: {
  db: Db;
  bus: EventBus;
  wallet: WalletService;
  now?: () => Date;
}) {
  const { db, bus, wallet } = deps;
  const clock = deps.now ?? (() => new Date());
  return {
    async refundDue(at: Date = clock()): Promise<number> {
      let refunded = 0;
      for (;;) {
        const due = await repo.due(db, at, REFUND_BATCH);
        for (const { id } of due) {
          const done = await db.transaction(async (tx) => {
            // The envelope before the sender's wallet, the order of a grab (by the sender too),
            // so the two cannot deadlock.
            const e = await repo.lock(tx, id);
            if (e?.status !== 'active' || e.expiresAt > at) return undefined;
            if (e.remainFen > 0) {
              await wallet.credit(tx, {
                userId: e.senderId,
                amountFen: e.remainFen,
                kind: 'red_envelope_refund',
                reference: `red_envelope_refund:${e.id}`,
                memo: '红包过期退回',
              });
            }
            return repo.markRefunded(tx, id, at);
          });
          if (!done) continue;
          refunded++;
          await bus.publish({
            type: 'RedEnvelopeRefunded',
            senderId: done.senderId,
            redEnvelopeId: done.id,
            conversationId: done.conversationId,
            refundAmount: fenToYuan(done.refundedFen),
          });
        }
        if (due.length < REFUND_BATCH) return refunded;
      }
    },
  };
}
export type RedEnvelopeRefunds = ReturnType<typeof createRedEnvelopeRefunds>;
