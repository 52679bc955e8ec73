import { describe, expect, it } from 'vitest';
import { FIRST_INDEX_START, nextFirstItemIndex } from './chat-message-list';

describe("the message list's first index (prepending without a jump)", () => {
  const keys = (...seqs: number[]) => seqs.map(String);

  it('moves back by the number of older messages put in front', () => {
    expect(nextFirstItemIndex(FIRST_INDEX_START, '21', keys(1, 2, 3, 21, 22))).toBe(FIRST_INDEX_START - 3);
  });

  it('stays when messages only came after, when the old first is gone, or on the first page', () => {
    expect(nextFirstItemIndex(500, '21', keys(21, 22, 23))).toBe(500);
    expect(nextFirstItemIndex(500, '21', keys(22, 23))).toBe(500);
    expect(nextFirstItemIndex(500, undefined, keys(1, 2))).toBe(500);
  });
});
