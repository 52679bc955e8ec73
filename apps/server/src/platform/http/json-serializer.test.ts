import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

// The same database behind two apps: one checks responses with Zod (as every test does), the
// other writes them with the serializers compiled from JSON Schema (as production does).
let zod: TestApp;
let fast: TestApp;
beforeAll(async () => {
  zod = await createTestApp();
  await seedDemo(zod.database.db);
  fast = await createTestApp({ database: zod.database, env: { RESPONSE_VALIDATION: 'off' } });
});
afterAll(async () => {
  await fast.close();
  await zod.close();
});

describe('compiled response serializers', () => {
  it('write the same JSON as the Zod serializer', async () => {
    const player = await registerPlayer(zod.app);
    const urls = [
      '/api/system/version',
      '/api/service/chat',
      '/api/game/lhc/config',
      '/api/game/1/play-types',
      '/api/game/config?gameType=k3',
      '/api/user/info',
      '/api/wallet/balance',
      '/api/bets?page=1&limit=10',
    ];
    for (const url of urls) {
      const [a, b] = await Promise.all(
        [zod, fast].map((t) => t.app.inject({ url, headers: bearer(player.token) })),
      );
      expect(b!.statusCode, url).toBe(a!.statusCode);
      expect(b!.json(), url).toEqual(a!.json());
    }
  });

  it('drop fields the contract does not declare, as Zod does', async () => {
    const player = await registerPlayer(zod.app);
    const res = await fast.app.inject({ url: '/api/user/info', headers: bearer(player.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('passwordHash');
    expect(res.json().data).not.toHaveProperty('password_hash');
  });
});
