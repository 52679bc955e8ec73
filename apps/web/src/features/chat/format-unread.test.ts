import { describe, expect, it } from 'vitest';
import { formatUnread } from './format-unread';

describe('formatUnread', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %s', (count, text) => {
    expect(formatUnread(count)).toBe(text);
  });
});
