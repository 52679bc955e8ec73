import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Shared by the journeys: the running server, its API as a player, and signing in on a page. */
export const baseUrl = inject('baseUrl');

/** Real-time assertions on a busy machine: poll for up to 20 s. */
export const eventually = <T>(fn: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(fn, { timeout, interval: 150 });

export interface Player {
  token: string;
  id: number;
  username: string;
  nickname: string;
}

// biome-ignore lint/suspicious/noExplicitAny: journeys read whatever the API answers
export async function api<T = any>(
  p: Player | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(p ? { authorization: `Bearer ${p.token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; message: string; code: string };
  if (!json.success)
    throw Object.assign(new Error(`${method} ${path}: ${json.message}`), { code: json.code });
  return json.data;
}

/** A new player registered through the API. */
export async function player(tag: string, nickname: string): Promise<Player> {
  const username = `${tag}${Date.now().toString(36).slice(-7)}`;
  const d = await api(null, 'POST', '/api/auth/register', { username, password: 'secret123', nickname });
  return { token: d.token, id: d.user.id, username, nickname };
}

/** Signs the player in on the page, as a person would. */
export async function login(page: Page, p: Player) {
  await page.goto(`${baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-username').fill(p.username);
  await page.getByTestId('login-password').fill('secret123');
  await page.getByTestId('login-submit').tap();
  await page.waitForURL((url) => !url.hash.includes('/pages/login/login'));
}
