export interface TryAgainOptions {
  /** Whether an error is worth another go; any other is thrown at once. */
  again?: (err: unknown) => boolean;
  /** How long to wait between goes. */
  pauseMs?: number;
}

/**
 * Runs `attempt` until it succeeds, at most `times` times, for what a person would simply do
 * again: a press that landed on a row still moving, a bet or a 跟投 in the sealed seconds of an
 * issue. `attempt` hears which go it is (from 0). Throws the last error when every go failed.
 */
export async function tryAgain<T>(
  times: number,
  attempt: (go: number) => Promise<T>,
  { again = () => true, pauseMs = 0 }: TryAgainOptions = {},
): Promise<T> {
  let last: unknown = new Error('tryAgain: no attempt was made');
  for (let go = 0; go < times; go++) {
    try {
      return await attempt(go);
    } catch (err) {
      if (!again(err)) throw err;
      last = err;
      if (pauseMs > 0 && go < times - 1) await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
  throw last;
}
