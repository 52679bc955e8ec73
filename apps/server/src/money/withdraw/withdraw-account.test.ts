import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { createMoneyApp, get, newPlayer, type Player, post } from '../wallet/money-test-kit.ts';
import { withdrawAccounts } from './withdraw.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(() => t.close());

const BANK = {
  type: 'bank',
  accountName: '张三',
  accountNo: '6222 0212 3456 7890 123',
  bankName: '中国工商银行',
  bankBranch: '深圳南山支行',
};
const ALIPAY = { type: 'alipay', accountName: '张三', accountNo: 'zhangsan@example.com' };
const USDT = { type: 'usdt', accountName: '张三', accountNo: `T${'A'.repeat(33)}` };

const add = async (p: Player, body: object) => {
  const res = await post(t, p.token, '/api/withdraw/accounts', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; isDefault: boolean; accountNo: string };
};
const send = (p: Player, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(p.token), payload });

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----cailiaoqr';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('accounts', () => {
  it('lists the account types', async () => {
    const p = await newPlayer(t);
    const types = (await get(t, p.token, '/api/withdraw/account-types')).json().data;
    expect(types.map((x: { type: string }) => x.type)).toEqual(['bank', 'alipay', 'wechat', 'usdt']);
    expect(types[0]).toMatchObject({ name: '银行卡', needsBankName: true });
  });

  it('adds accounts (the first becomes default), masks numbers, and reveals them only in the edit form', async () => {
    const p = await newPlayer(t);
    const bank = await add(p, BANK);
    expect(bank).toMatchObject({
      isDefault: true,
      accountNo: '6222****0123',
      typeName: '银行卡',
      bankBranch: '深圳南山支行',
    });
    const ali = await add(p, ALIPAY);
    expect(ali).toMatchObject({ isDefault: false, accountNo: 'zh***@example.com' });
    const list = (await get(t, p.token, '/api/withdraw/accounts')).json().data;
    expect(list.map((a: { id: number }) => a.id)).toEqual([bank.id, ali.id]);
    expect(JSON.stringify(list)).not.toContain('6222021234567890123');
    expect((await get(t, p.token, `/api/withdraw/accounts/${bank.id}`)).json().data.accountNo).toBe(
      '6222****0123',
    );
    const edit = (await get(t, p.token, `/api/withdraw/accounts/${bank.id}?edit=1`)).json().data;
    expect(edit.accountNo).toBe('6222021234567890123');
    const usdt = await add(p, { ...USDT, isDefault: true });
    expect(usdt).toMatchObject({ isDefault: true, accountNo: 'TAAA****AAAA' });
    const defaults = await t.database.db
      .select()
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.userId, p.userId));
    expect(defaults.filter((a) => a.isDefault).map((a) => a.id)).toEqual([usdt.id]);
  });

  it('validates each type and refuses duplicates', async () => {
    const p = await newPlayer(t);
    const cases: [object, string][] = [
      [{ ...BANK, accountNo: '12345' }, 'accountNo'],
      [{ ...BANK, bankName: undefined }, 'bankName'],
      [{ ...ALIPAY, accountNo: 'not-an-account' }, 'accountNo'],
      [{ type: 'wechat', accountName: '张三', accountNo: '1' }, 'accountNo'],
      [{ ...USDT, accountNo: 'T123' }, 'accountNo'],
      [{ ...BANK, accountName: '<script>' }, 'accountName'],
      [{ ...ALIPAY, qrCodeUrl: 'https://evil.example/qr.png' }, 'qrCodeUrl'],
      [{ ...ALIPAY, type: 'paypal' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t, p.token, '/api/withdraw/accounts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    await add(p, BANK);
    const dup = await post(t, p.token, '/api/withdraw/accounts', {
      ...BANK,
      accountNo: '6222021234567890123',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: '该账户已添加' });
  });

  it('edits, sets the default, and deleting the default promotes the newest remaining account', async () => {
    const p = await newPlayer(t);
    const a = await add(p, BANK);
    const b = await add(p, ALIPAY);
    const c = await add(p, USDT);
    const upd = await send(p, 'PUT', `/api/withdraw/accounts/${b.id}`, {
      ...ALIPAY,
      accountNo: '13800138000',
    });
    expect(upd.json().data).toMatchObject({ accountNo: '1380****8000', isDefault: false });
    const def = await post(t, p.token, `/api/withdraw/accounts/${b.id}/set-default`);
    expect(def.json().data.isDefault).toBe(true);
    expect((await get(t, p.token, `/api/withdraw/accounts/${a.id}`)).json().data.isDefault).toBe(false);
    expect((await send(p, 'DELETE', `/api/withdraw/accounts/${b.id}`)).statusCode).toBe(200);
    const list = (await get(t, p.token, '/api/withdraw/accounts')).json().data;
    expect(list.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
  });

  it('answers 404 for another player’s account on every route and changes nothing', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const acc = await add(owner, BANK);
    await add(other, ALIPAY);
    const responses = [
      await get(t, other.token, `/api/withdraw/accounts/${acc.id}`),
      await get(t, other.token, `/api/withdraw/accounts/${acc.id}?edit=1`),
      await send(other, 'PUT', `/api/withdraw/accounts/${acc.id}`, ALIPAY),
      await send(other, 'DELETE', `/api/withdraw/accounts/${acc.id}`),
      await post(t, other.token, `/api/withdraw/accounts/${acc.id}/set-default`),
    ];
    for (const res of responses) expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    const [row] = await t.database.db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, acc.id));
    expect(row).toMatchObject({ userId: owner.userId, type: 'bank', isDefault: true });
    // The other player's own default is untouched by the refused set-default.
    expect((await get(t, other.token, '/api/withdraw/accounts')).json().data[0].isDefault).toBe(true);
    expect((await get(t, other.token, '/api/withdraw/accounts/99999999999')).statusCode).toBe(400);
  });

  it('caps the number of accounts', async () => {
    const p = await newPlayer(t);
    for (let i = 0; i < 10; i++)
      await add(p, { ...BANK, accountNo: `62220212345678${String(i).padStart(5, '0')}` });
    const res = await post(t, p.token, '/api/withdraw/accounts', {
      ...BANK,
      accountNo: '6222021234567899999',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TOO_MANY_ACCOUNTS');
  });

  it('parallel first accounts still end with exactly one default', async () => {
    const p = await newPlayer(t);
    const all = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(t, p.token, '/api/withdraw/accounts', { ...BANK, accountNo: `62220212345670000${i}` }),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await t.database.db
      .select()
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.userId, p.userId));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('QR code upload', () => {
  it('re-encodes a real image by content and the account may use it', async () => {
    const p = await newPlayer(t);
    const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdraw/upload/qrcode',
      ...multipart([
        { name: 'accountType', value: 'alipay' },
        { name: 'file', value: png, filename: 'qr.png' },
      ]),
      headers: { ...multipart([]).headers, ...bearer(p.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, mime, accountType } = res.json().data;
    expect([mime, accountType]).toEqual(['image/webp', 'alipay']);
    expect(url).toMatch(/^\/uploads\/qrcodes\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ url });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    expect((await add(p, { ...ALIPAY, qrCodeUrl: url })).accountNo).toBe('zh***@example.com');
  });

  it('refuses what is not an image, a bad account type, and anonymous callers', async () => {
    const p = await newPlayer(t);
    const upload = (parts: Parameters<typeof multipart>[0], token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/withdraw/upload/qrcode',
        payload: multipart(parts).payload,
        headers: { ...multipart([]).headers, ...(token ? bearer(token) : {}) },
      });
    const fake = await upload(
      [{ name: 'file', value: Buffer.from('<html>hi</html>'), filename: 'qr.png' }],
      p.token,
    );
    expect([fake.statusCode, fake.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA']);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const badType = await upload(
      [
        { name: 'accountType', value: 'paypal' },
        { name: 'file', value: png, filename: 'a.png' },
      ],
      p.token,
    );
    expect(badType.statusCode).toBe(400);
    expect((await upload([{ name: 'file', value: png, filename: 'a.png' }])).statusCode).toBe(401);
  });
});
