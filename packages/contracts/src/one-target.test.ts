import { describe, expect, it } from 'vitest';
import { ShareBetBody } from './bet-share.ts';
import { SendMessageBody } from './chat.ts';
import { SendRedEnvelopeBody } from './red-envelope.ts';

// Messages, bet shares and red envelopes go to one person or one group, under the same rule.
const bodies = {
  message: { content: '你好' },
  share: { betId: 1 },
  envelope: { amount: 1, count: 1 },
};
const schemas = { message: SendMessageBody, share: ShareBetBody, envelope: SendRedEnvelopeBody };

describe.each(Object.keys(schemas) as (keyof typeof schemas)[])(
  '%s: exactly one of toUserId and groupId',
  (kind) => {
    const parse = (target: object) => schemas[kind].safeParse({ ...bodies[kind], ...target });

    it('accepts a person or a group', () => {
      expect(parse({ toUserId: 2 }).success).toBe(true);
      expect(parse({ groupId: 3, toUserId: null }).success).toBe(true);
    });

    it.each([{}, { toUserId: 2, groupId: 3 }, { toUserId: null, groupId: null }])('refuses %j', (target) => {
      const result = parse(target);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ message: '请指定接收人或群组（二选一）', path: ['toUserId'] }),
      );
    });
  },
);

describe('clientMsgId', () => {
  it('takes 1–64 letters, digits and _.:- only, on messages and bet shares alike', () => {
    for (const schema of [SendMessageBody, ShareBetBody]) {
      const base = schema === SendMessageBody ? bodies.message : bodies.share;
      expect(schema.safeParse({ ...base, toUserId: 2, clientMsgId: 'c:1_a.b-2' }).success).toBe(true);
      expect(schema.safeParse({ ...base, toUserId: 2, clientMsgId: 'x'.repeat(65) }).success).toBe(false);
      expect(schema.safeParse({ ...base, toUserId: 2, clientMsgId: '含中文' }).success).toBe(false);
    }
  });
});
