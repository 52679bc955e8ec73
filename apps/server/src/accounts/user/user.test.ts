import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----cailiaotest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile', () => {
  it('changes the nickname through both routes and refuses an empty or hostile one', async () => {
    const p = await registerPlayer(t.app);
    const a = await t.app.inject({
      method: 'PUT',
      url: '/api/user/nickname',
      headers: bearer(p.token),
      payload: { nickname: '幸运星' },
    });
    expect(a.json().data.nickname).toBe('幸运星');
    const b = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(p.token),
      payload: { nickname: '好运来' },
    });
    expect(b.json().data.nickname).toBe('好运来');
    for (const nickname of ['', '   ', '<script>', 'x'.repeat(21)]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/user/nickname',
        headers: bearer(p.token),
        payload: { nickname },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('uploads an avatar checked by content, re-encoded to a 256 px WebP, served, and set', async () => {
    const p = await registerPlayer(t.app);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/avatar',
      ...withAuth(multipart('avatar', 'me.png', png, 'image/png'), p.token),
    });
    expect(up.statusCode).toBe(200);
    const { url, mime } = up.json().data;
    expect(mime).toBe('image/webp');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: bearer(p.token),
      payload: { avatar: url },
    });
    expect(set.json().data.avatar).toBe(url);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: bearer(p.token),
      payload: { avatar: 'https://evil.example/x.png' },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses a non-image whatever its name says', async () => {
    const p = await registerPlayer(t.app);
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/avatar',
      ...withAuth(multipart('avatar', 'cat.png', fake, 'image/png'), p.token),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('refuses an upload without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/avatar',
      ...multipart('avatar', 'a.png', Buffer.from('x')),
    });
    expect(res.statusCode).toBe(401);
  });
});

function withAuth(req: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: req.payload, headers: { ...req.headers, ...bearer(token) } };
}
