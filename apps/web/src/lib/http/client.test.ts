import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, networkDown, ok, rejection, setup } from './testing';
import { resetUnauthorizedGuard } from './unauthorized';

beforeEach(() => resetUnauthorizedGuard());
afterEach(() => vi.useRealTimers());

describe('requests', () => {
  it('sends GET by default with a JSON content type and the bearer token', async () => {
    const { client, calls } = setup([ok({ a: 1 })]);
    await expect(client.request('/api/user/info')).resolves.toEqual({ a: 1 });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup([ok(1)], {
      storage: { getToken: () => null, clearSession: vi.fn() },
    });
    await client.get('/api/system/config');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('sends JSON bodies, an empty object for a bodiless POST, and query params', async () => {
    const { client, calls } = setup([ok(1), ok(2), ok(3)]);
    await client.post('/api/auth/login', { username: 'demo' });
    await client.post('/api/auth/logout');
    await client.get('/api/bets', { params: { page: 2, status: undefined, q: '', gameId: 3 } });
    expect(calls[0]?.init.body).toBe('{"username":"demo"}');
    expect(calls[1]?.init.body).toBe('{}');
    expect(calls[2]?.url).toBe('/api/bets?page=2&gameId=3');
  });

  it('resolves success with the default message 操作成功', async () => {
    const { client } = setup([ok({ x: 1 }), ok(null, '已保存')]);
    await expect(client.requestFull('/api/a')).resolves.toEqual({
      data: { x: 1 },
      message: '操作成功',
      code: 'OK',
    });
    await expect(client.requestFull('/api/b')).resolves.toMatchObject({ message: '已保存' });
  });

  it('toasts and rejects a failure envelope with status, code, message and errors', async () => {
    const errors = [{ field: 'username', message: '用户名已存在' }];
    const { client, deps } = setup([
      json(409, { success: false, code: 'USERNAME_TAKEN', message: '用户名已被占用', errors }),
    ]);
    const error = await rejection(client.post('/api/auth/register', {}));
    expect(error).toMatchObject({ status: 409, code: 'USERNAME_TAKEN', message: '用户名已被占用', errors });
    expect(deps.toast).toHaveBeenCalledWith('用户名已被占用');
  });

  it('uses 操作失败 when a failure (even with status 200) has no message', async () => {
    const { client, deps } = setup([json(422, { success: false, code: 'X' }), json(200, { success: false })]);
    expect((await rejection(client.get('/api/a'))).message).toBe('操作失败');
    expect((await rejection(client.get('/api/b'))).message).toBe('操作失败');
    expect(deps.toast).toHaveBeenCalledTimes(2);
  });

  it.each(['/api/bet/submit', '/api/bets/submit', '/api/k3/bet', '/api/xy28/bet'])(
    'does not toast failures of bet submit call %s',
    async (url) => {
      const { client, deps } = setup([
        json(422, { success: false, code: 'BETTING_CLOSED', message: '本期已封盘' }),
      ]);
      expect((await rejection(client.post(url, {}))).message).toBe('本期已封盘');
      expect(deps.toast).not.toHaveBeenCalled();
    },
  );

  it('stays quiet when asked to be silent', async () => {
    const { client, deps } = setup([json(404, { success: false, code: 'NOT_FOUND', message: '不存在' })]);
    await rejection(client.get('/api/level/info', { silent: true }));
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it.each([
    [400, '请求参数有误'],
    [403, '没有操作权限'],
    [404, '请求的资源不存在'],
    [418, '系统异常，请稍后重试'],
  ])('maps a non-envelope %i answer to %s', async (status, message) => {
    const { client, deps } = setup([new Response('<html>oops</html>', { status })]);
    expect(await rejection(client.get('/api/x'))).toMatchObject({ status, message });
    expect(deps.toast).toHaveBeenCalledWith(message);
  });

  it.each([
    [500, '服务器内部错误'],
    [502, '网关错误'],
    [503, '服务暂时不可用'],
    [504, '网关超时'],
    [501, '系统异常，请稍后重试'],
  ])('maps status %i to %s and reports it', async (status, message) => {
    const { client, deps, reports } = setup([
      json(status, { success: false, code: 'INTERNAL', message: 'x' }),
    ]);
    expect(await rejection(client.get('/api/x'))).toMatchObject({ status, message });
    expect(deps.toast).toHaveBeenCalledWith(message);
    expect(reports).toEqual([expect.objectContaining({ message, status, url: '/api/x', code: 'INTERNAL' })]);
  });

  it('maps the 401 catalogue text when asked to ignore the 401 flow and the body is not an envelope', async () => {
    const { client, deps } = setup([new Response('', { status: 401 })]);
    const error = await rejection(client.post('/api/auth/logout', undefined, { ignoreUnauthorized: true }));
    expect(error.message).toBe('登录已过期，请重新登录');
    expect(deps.storage.clearSession).not.toHaveBeenCalled();
  });

  it('times out after 10000 ms with 请求超时，请检查网络连接 and does not retry', async () => {
    vi.useFakeTimers();
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { client, deps, calls, reports } = setup([hang]);
    const pending = rejection(client.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT', message: '请求超时，请检查网络连接' });
    expect(calls).toHaveLength(1);
    expect(deps.toast).toHaveBeenCalledWith('请求超时，请检查网络连接');
    expect(reports).toHaveLength(1);
  });

  it('answers 请求被取消 for a cancelled request, without a toast', async () => {
    const controller = new AbortController();
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { client, deps } = setup([hang]);
    const pending = rejection(client.get('/api/x', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED', message: '请求被取消' });
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('network failure', () => {
  it('retries twice with 1000 ms × attempt, then shows 网络连接失败', async () => {
    const { client, deps, calls, reports } = setup([networkDown(), networkDown(), networkDown()]);
    const error = await rejection(client.get('/api/x'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: '网络连接失败' });
    expect(calls).toHaveLength(3);
    expect(vi.mocked(deps.sleep).mock.calls.map((call) => call[0])).toEqual([1000, 2000]);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('网络连接失败');
    expect(reports).toHaveLength(1);
  });

  it('succeeds on a retry', async () => {
    const { client, deps } = setup([networkDown(), ok('fine')]);
    await expect(client.get('/api/x')).resolves.toBe('fine');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('tries each backup server after the retries, then shows the error', async () => {
    const backupBaseUrls = () => ['https://b1.example', 'https://b2.example/'];
    const { client, calls } = setup([networkDown(), networkDown(), networkDown(), networkDown(), ok(7)], {
      backupBaseUrls,
    });
    await expect(client.get('/api/x?y=1')).resolves.toBe(7);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/x?y=1',
      '/api/x?y=1',
      '/api/x?y=1',
      'https://b1.example/api/x?y=1',
      'https://b2.example/api/x?y=1',
    ]);

    const all = setup(Array.from({ length: 5 }, networkDown), { backupBaseUrls });
    expect((await rejection(all.client.get('/api/x'))).message).toBe('网络连接失败');
    expect(all.calls).toHaveLength(5);
  });

  it('skips the backup step when none is configured', async () => {
    const { client, calls } = setup([networkDown(), networkDown(), networkDown()], {
      backupBaseUrls: () => [],
    });
    await rejection(client.get('/api/x'));
    expect(calls).toHaveLength(3);
  });
});
