import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';
import { canonicalType, decodeFrame } from './frames';

describe('frame validation (SPEC.md §5)', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['no type', '{"data":1}'],
    ['an empty type', '{"type":""}'],
    ['a number type', '{"type":5}'],
    ['a negative timestamp', '{"type":"typing","timestamp":-1}'],
    ['a zero timestamp', '{"type":"typing","timestamp":0}'],
    ['a string timestamp', '{"type":"typing","timestamp":"1"}'],
  ])('refuses %s', (_, raw) => {
    expect(decodeFrame(raw).ok).toBe(false);
  });

  it.each([
    ['{"type":"typing"}', 'typing'],
    ['{"type":"typing","timestamp":1700000000000,"data":{}}', 'typing'],
    ['{"type":"whatever"}', 'unknown'],
  ])('accepts %s as %s', (raw, type) => {
    const decoded = decodeFrame(raw);
    expect(decoded.ok && decoded.type).toBe(type);
  });
});

describe('frame names (SPEC.md §7)', () => {
  it.each([
    ['newMessage', 'new_message'],
    ['new_message', 'new_message'],
    ['typingStatus', 'typing'],
    ['typing', 'typing'],
    ['messageRecalled', 'message_recalled'],
    ['message_recalled', 'message_recalled'],
    ['message_read', 'message_read'],
    ['messageStatusUpdate', 'messageStatusUpdate'],
    ['online_status_update', 'online_status_update'],
    ['friends_online_status', 'friends_online_status'],
    ['system_notification', 'system_notification'],
    ['red_envelope_grabbed', 'red_envelope_grabbed'],
    ['userOnline', 'userOnline'],
    ['userOffline', 'userOffline'],
    ['friendRequest', 'friendRequest'],
    ['chase_update', 'chase_update'],
    ['heartbeat_response', 'heartbeat_response'],
    ['connection', 'connection'],
    ['toString', 'unknown'],
    ['brand_new', 'unknown'],
  ])('%s → %s', (type, canonical) => {
    expect(canonicalType(type)).toBe(canonical);
  });
});

describe('bounded queue', () => {
  it('keeps the newest items up to its limit', () => {
    const q = new BoundedQueue<number>(2);
    expect(q.push(1)).toBeUndefined();
    q.push(2);
    expect(q.push(3)).toBe(1);
    expect(q.drain()).toEqual([2, 3]);
    expect(q.size).toBe(0);
  });
});
