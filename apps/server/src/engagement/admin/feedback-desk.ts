import type { AdminFeedback, HandleFeedbackBody, Page } from '@cailiao/contracts';
import type { SystemService } from '../../accounts/index.ts';
import type { AuditWrite } from '../../money/index.ts';
import type { NewMessage, PlayerMessagesService } from '../messages/player-messages.service.ts';

const EXCERPT_CHARS = 30;

/** The inbox message that carries the operator's reply to a player's feedback. */
export function feedbackReplyMessage(f: AdminFeedback, reply: string): NewMessage {
  const chars = [...f.content];
  const excerpt = chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : f.content;
  return {
    kind: 'system',
    title: '客服回复',
    content: `您的反馈“${excerpt}”已处理。客服回复：${reply}`,
    data: { feedbackId: f.id },
    dedupeKey: `feedback:${f.id}`,
  };
}

/**
 * The console's 用户反馈 (issue 12): the feedback lives in accounts; handling it with a reply also
 * writes the player's inbox message, in the same transaction as the change and its audit row, and
 * pushes it once that has committed.
 */
export function createFeedbackDesk({
  system,
  playerMessages,
}: {
  system: SystemService;
  playerMessages: PlayerMessagesService;
}) {
  return {
    list(q: Parameters<SystemService['feedbackPage']>[0]): Promise<Page<AdminFeedback>> {
      return system.feedbackPage(q);
    },
    async handle(
      operatorId: number,
      id: number,
      body: HandleFeedbackBody,
      audit: AuditWrite,
    ): Promise<AdminFeedback> {
      const reply = body.reply?.trim() || null;
      const pushes: (() => Promise<void>)[] = [];
      const handled = await system.handleFeedback(operatorId, id, reply, async (tx, f) => {
        if (reply && f.userId !== null) {
          const written = await playerMessages.writeIn(tx, f.userId, feedbackReplyMessage(f, reply));
          if (written) pushes.push(written.push);
        }
        await audit(tx);
      });
      for (const push of pushes) await push();
      return handled;
    },
  };
}
