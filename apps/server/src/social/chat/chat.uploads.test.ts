import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, newPlayer, type Player } from './chat-test-kit.ts';

let t: TestApp;
let a: Player;
let b: Player;
beforeAll(async () => {
  t = await createTestApp();
  a = await newPlayer(t.app);
  b = await newPlayer(t.app);
  await befriend(t.app, a, b);
});
afterAll(() => t.close());

/** A multipart body with optional fields before one `file` part. */
function multipart(data: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----cailiao${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { ...bearer(a.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (url: string, data: Buffer, filename: string, fields?: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url, ...multipart(data, filename, fields) });
  return { status: res.statusCode, body: res.json() };
};

/** A WAV header and 1 s of 8 kHz silence. */
function wav(): Buffer {
  const samples = 8000;
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  return b;
}

describe('chat uploads', () => {
  it('re-encodes images with a thumbnail, and sends them as IMAGE messages', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await upload('/api/chat/upload/image', png, 'photo.png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/webp', width: 2048, height: 683 });
    expect(res.body.data.url).toMatch(/^\/uploads\/chat\/images\/[0-9a-f-]{36}\.webp$/);
    const thumb = await t.app.inject({ url: res.body.data.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const msg = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'IMAGE',
      mediaUrl: res.body.data.url,
    });
    expect(msg.status).toBe(200);
    expect(msg.body.data).toMatchObject({
      messageType: 'IMAGE',
      mediaUrl: res.body.data.url,
      thumbnailUrl: res.body.data.thumbnailUrl,
    });
    expect(msg.body.data.mediaSize).toBe(res.body.data.size);

    expect(
      (
        await upload(
          '/api/chat/upload/image',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'x.png',
        )
      ).status,
    ).toBe(415);
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload('/api/chat/upload/image', huge, 'big.png')).status).toBe(413);
  });

  it('accepts audio by signature, bounds the declared duration, and sends VOICE', async () => {
    const res = await upload('/api/chat/upload/audio', wav(), 'voice.bin', { duration: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'audio/wav', duration: 1 });
    expect(res.body.data.url).toMatch(/\.wav$/);
    expect(
      (await upload('/api/chat/upload/audio', Buffer.from('hello world, not audio'), 'a.mp3')).status,
    ).toBe(415);
    expect((await upload('/api/chat/upload/audio', wav(), 'a.wav', { duration: '61' })).status).toBe(400);

    const noDuration = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'VOICE',
      mediaUrl: res.body.data.url,
    });
    expect(noDuration.status).toBe(400);
    const voice = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'VOICE',
      mediaUrl: res.body.data.url,
      duration: 0.6,
    });
    expect(voice.body.data).toMatchObject({ messageType: 'VOICE', duration: 1 });
  });

  it('stores files under a safe name, refuses executables, and serves them as attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const res = await upload('/api/chat/upload/file', pdf, '../../报告<终版>.pdf');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'application/pdf', name: '报告终版.pdf' });
    const got = await t.app.inject({ url: res.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(pdf)).toBe(true);

    const file = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'FILE',
      mediaUrl: res.body.data.url,
    });
    expect(file.body.data).toMatchObject({
      messageType: 'FILE',
      content: '报告终版.pdf',
      extra: { fileName: '报告终版.pdf' },
    });

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    expect((await upload('/api/chat/upload/file', exe, 'setup.pdf')).status).toBe(415);
    const html = await upload(
      '/api/upload/file',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'page.html',
    );
    expect(html.body.data).toMatchObject({ mime: 'text/plain' });
    expect(html.body.data.url).toMatch(/\.txt\//);
    expect((await t.app.inject({ url: '/api/chat/files/..%2F..%2Fetc/passwd' })).statusCode).toBe(400);
  });
});
