import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, idInText } from './chat.ts';

describe('idInText: the id a search keyword names', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 42 ', 42],
    ['2147483647', DB_INT_MAX],
    ['2000000000', 2_000_000_000],
    ['007', 7],
  ])('%j → %d', (text, id) => {
    expect(idInText(text)).toBe(id);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '2147483648',
    '9'.repeat(30),
    '9'.repeat(400),
    '1e3',
    '0x10',
    '1.5',
    '12a',
    '１２',
  ])('%j names no id', (text) => {
    expect(idInText(text)).toBeUndefined();
  });
});
