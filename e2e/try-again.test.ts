import { describe, expect, it } from 'vitest';
import { tryAgain } from './try-again.ts';

describe('tryAgain', () => {
  it('answers the first attempt that succeeds', async () => {
    let calls = 0;
    const answer = await tryAgain(5, async () => {
      calls++;
      if (calls < 3) throw new Error('not yet');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(calls).toBe(3);
  });

  it('throws the last error once the attempts run out', async () => {
    let calls = 0;
    await expect(
      tryAgain(3, async () => {
        calls++;
        throw new Error(`miss ${calls}`);
      }),
    ).rejects.toThrow('miss 3');
    expect(calls).toBe(3);
  });

  it('throws at once an error not worth another go', async () => {
    let calls = 0;
    const closed = Object.assign(new Error('closed'), { code: 'BETTING_CLOSED' });
    const broke = Object.assign(new Error('broke'), { code: 'INSUFFICIENT_BALANCE' });
    await expect(
      tryAgain(
        5,
        async () => {
          calls++;
          throw calls === 1 ? closed : broke;
        },
        { again: (err) => (err as { code?: string }).code === 'BETTING_CLOSED' },
      ),
    ).rejects.toBe(broke);
    expect(calls).toBe(2);
  });
});
