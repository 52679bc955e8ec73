import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';
import { isBetSubmitUrl } from './errors';
import { json, networkDown, ok, rejection, setup } from './testing';
import { resetUnauthorizedGuard } from './unauthorized';

beforeEach(() => resetUnauthorizedGuard());

describe('401 flow', () => {
  function deferredSleep() {
    const wakes: Array<() => void> = [];
    const sleep = vi.fn((_ms: number) => new Promise<void>((resolve) => wakes.push(resolve)));
    return { sleep, wakes };
  }

  it('toasts the server message, clears the session and goes to login after 1 s', async () => {
    const { sleep, wakes } = deferredSleep();
    const { client, deps } = setup(
      [json(401, { success: false, code: 'UNAUTHENTICATED', message: '请先登录' })],
      {
        sleep,
      },
    );
    expect(await rejection(client.get('/api/user/balance'))).toMatchObject({
      status: 401,
      message: '请先登录',
    });
    expect(deps.toast).toHaveBeenCalledWith('请先登录');
    expect(deps.storage.clearSession).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(1000);
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
    wakes[0]?.();
    await vi.waitFor(() => expect(deps.navigateToLogin).toHaveBeenCalledTimes(1));
  });

  it('uses 身份验证失败 without a server message', async () => {
    const { client, deps } = setup([new Response('', { status: 401 })]);
    expect((await rejection(client.get('/api/x'))).message).toBe('身份验证失败');
    expect(deps.toast).toHaveBeenCalledWith('身份验证失败');
  });

  it('redirects once at a time but clears the session on every 401, even with navigation pending', async () => {
    const { sleep, wakes } = deferredSleep();
    const unauthorized = () => json(401, { success: false, code: 'UNAUTHENTICATED', message: '登录已过期' });
    const { client, deps } = setup([unauthorized(), unauthorized(), unauthorized()], { sleep });
    await rejection(client.get('/api/a'));
    await rejection(client.get('/api/b'));
    expect(deps.storage.clearSession).toHaveBeenCalledTimes(2);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(1);
    wakes[0]?.();
    await vi.waitFor(() => expect(deps.navigateToLogin).toHaveBeenCalledTimes(1));
    // The guard is released once the redirect happened.
    await rejection(client.get('/api/c'));
    expect(deps.storage.clearSession).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('treats a 401 as an ordinary failure when told to ignore it', async () => {
    const { client, deps } = setup([
      json(401, { success: false, code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' }),
    ]);
    const error = await rejection(client.post('/api/auth/login', {}, { ignoreUnauthorized: true }));
    expect(error.message).toBe('用户名或密码错误');
    expect(deps.toast).toHaveBeenCalledWith('用户名或密码错误');
    expect(deps.storage.clearSession).not.toHaveBeenCalled();
    expect(deps.sleep).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  const file = new Blob(['img'], { type: 'image/png' });

  it('posts form data with the file field and the bearer token, without a JSON content type', async () => {
    const { client, calls } = setup([ok({ url: '/uploads/a.png', size: 3, mime: 'image/png' })]);
    await expect(client.upload('/api/upload/avatar', file, { field: 'avatar' })).resolves.toMatchObject({
      url: '/uploads/a.png',
    });
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok-1' });
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init!.body as FormData).get('avatar')).toBeTruthy();
  });

  it('gives an upload 60 s, not the 10 s of a request (a few MB on a slow mobile link), then 请求超时', async () => {
    vi.useFakeTimers();
    try {
      const hang = (init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      const { client } = setup([hang]);
      let settled = false;
      const pending = rejection(client.upload('/api/chat/upload/image', file)).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ code: 'TIMEOUT', message: '请求超时，请检查网络连接' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the field file by default', async () => {
    const { client, calls } = setup([ok({})]);
    await client.upload('/api/upload/file', file);
    expect((calls[0]!.init.body as FormData).get('file')).toBeTruthy();
  });

  it('answers 服务器响应格式错误 for an unparsable response', async () => {
    const { client, deps } = setup([new Response('not json', { status: 200 })]);
    expect((await rejection(client.upload('/api/upload/file', file))).message).toBe('服务器响应格式错误');
    expect(deps.toast).toHaveBeenCalledWith('服务器响应格式错误');
  });

  it('answers 上传失败 by default and the server message when there is one', async () => {
    const { client } = setup([
      json(400, { success: false, code: 'X' }),
      json(415, { success: false, code: 'UNSUPPORTED_MEDIA', message: '不支持的文件类型' }),
      networkDown(),
    ]);
    expect((await rejection(client.upload('/api/upload/file', file))).message).toBe('上传失败');
    expect((await rejection(client.upload('/api/upload/file', file))).message).toBe('不支持的文件类型');
    expect((await rejection(client.upload('/api/upload/file', file))).message).toBe('上传失败');
  });
});

describe('error reports', () => {
  it('posts network and server failures to /api/log/error, fire-and-forget', async () => {
    const { client, reports } = setup([json(500, {})]);
    await rejection(client.get('/api/x'));
    expect(reports[0]).toMatchObject({ message: '服务器内部错误', status: 500, url: '/api/x' });
  });

  it('never reports a failure of the report endpoint itself', async () => {
    const { client, reports } = setup([]);
    client.reportError({ message: 'boom', url: '/api/log/error' });
    expect(reports).toHaveLength(0);
    client.reportError({ message: 'boom', stack: 'at x' });
    expect(reports).toEqual([expect.objectContaining({ message: 'boom', stack: 'at x' })]);
  });

  it('does not report business failures', async () => {
    const { client, reports } = setup([json(422, { success: false, code: 'X', message: '余额不足' })]);
    await rejection(client.get('/api/x'));
    expect(reports).toHaveLength(0);
  });

  it('does not break when reporting fails', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/api/log/error')) throw new TypeError('down');
      return json(500, {});
    });
    const client = createHttpClient({
      fetch,
      toast: vi.fn(),
      navigateToLogin: vi.fn(),
      storage: { getToken: () => null, clearSession: vi.fn() },
    });
    expect((await rejection(client.get('/api/x'))).message).toBe('服务器内部错误');
  });
});

describe('isBetSubmitUrl', () => {
  it.each([
    ['/api/bet/submit', true],
    ['/api/bets/submit', true],
    ['/api/k3/bet', true],
    ['/api/xy28/bet', true],
    ['/api/bets', false],
    ['/api/bet/cancel', false],
    ['/api/k3/result', false],
  ])('%s → %s', (url, expected) => {
    expect(isBetSubmitUrl(url)).toBe(expected);
  });
});
