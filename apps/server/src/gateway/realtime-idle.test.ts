import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// The 90 s idle close, with the constant shortened so the test runs in well under a second.
vi.mock('@cailiao/domain', async (orig) => {
  const real = await orig<typeof import('@cailiao/domain')>();
  return { ...real, LIMITS: { ...real.LIMITS, serverIdleCloseMs: 300 } };
});

const { createTestApp, registerPlayer } = await import('../test/test-app.ts');
const { connectSocket } = await import('../test/ws-client.ts');

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.close());

it('closes a silent connection after the idle limit with code 4408', async () => {
  const p = await registerPlayer(t.app);
  const s = await connectSocket(`${base}/ws?token=${p.token}`);
  await s.next((f) => f.type === 'connection');
  expect((await s.closed).code).toBe(4408);
});
