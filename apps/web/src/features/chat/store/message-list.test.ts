import { describe, expect, it } from 'vitest';
import { message } from '../test/fixtures';
import type { ChatMessageView } from '../types';
import { firstSeqOf, lastSeqOf, mergeMessages, messageKey, removeMessages, toView } from './message-list';

const view = (seq: number, extra: Partial<ChatMessageView> = {}) => ({
  ...toView(message({ seq }), 1),
  ...extra,
});
const pending = (localId: string): ChatMessageView => ({
  ...toView(message({ seq: 0, messageId: 0, clientMsgId: localId }), 1),
  localId,
  status: 'sending',
  own: true,
});

describe('mergeMessages', () => {
  it('keeps seq order whatever the arrival order', () => {
    const list = mergeMessages([], [view(3), view(1), view(2)]);
    expect(list.map((m) => m.seq)).toEqual([1, 2, 3]);
    const older = mergeMessages(mergeMessages([], [view(7), view(8)]), [view(5), view(6)]);
    expect(older.map((m) => m.seq)).toEqual([5, 6, 7, 8]);
  });

  it('never lists a message twice (same messageId), the newer copy wins', () => {
    const list = mergeMessages(
      [view(1), view(2)],
      [view(2, { content: '新' }), view(2, { content: '更新' })],
    );
    expect(list).toHaveLength(2);
    expect(list[1]?.content).toBe('更新');
  });

  it('replaces a pending message by its stored copy (same clientMsgId), keeping the local key', () => {
    const local = pending('c1');
    const list = mergeMessages([view(1), local], []);
    const stored = { ...view(2), clientMsgId: 'c1', own: true, status: 'sent' as const };
    const merged = mergeMessages(list, [stored]);
    expect(merged).toHaveLength(2);
    expect(merged[1]?.seq).toBe(2);
    expect(merged[1]?.localId).toBe('c1');
    expect(messageKey(merged[1]!)).toBe('c1');
    // the socket's copy arriving later changes nothing
    expect(mergeMessages(merged, [stored])).toHaveLength(2);
  });

  it('keeps pending messages after stored ones, in sending order', () => {
    const list = mergeMessages([], [pending('a'), pending('b')]);
    const merged = mergeMessages(list, [view(5)]);
    expect(merged.map((m) => m.localId ?? m.seq)).toEqual([5, 'a', 'b']);
  });

  it('takes the live fast path and the batch path to the same answer', () => {
    const base = mergeMessages(
      [],
      Array.from({ length: 50 }, (_, i) => view(i + 1)),
    );
    const live = mergeMessages(base, [view(51)]);
    expect(live.map((m) => m.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(lastSeqOf(live)).toBe(51);
    expect(firstSeqOf(live)).toBe(1);
  });
});

describe('removeMessages', () => {
  it('removes by server id and by local id', () => {
    const list = [view(1), view(2), pending('x')];
    expect(removeMessages(list, [1001], ['x']).map((m) => m.seq)).toEqual([2]);
  });
});

describe('toView', () => {
  it('marks received messages as received and not own (SPEC.md §3)', () => {
    expect(toView(message({ seq: 1 }), 1)).toMatchObject({ own: false, status: 'received' });
    expect(toView(message({ seq: 1 }, 1, 2), 1)).toMatchObject({ own: true, status: 'sent' });
  });
});
