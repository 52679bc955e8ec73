import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { SensitiveWordsPanel } from './sensitive-words-panel';

beforeEach(() =>
  session.set({
    token: 't',
    operator: { id: 7, username: 'kefu', role: 'support', roleName: '客服', permissions: ['chat.moderate'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('SensitiveWordsPanel', () => {
  it('edits the list one word per line and saves it after confirmation', async () => {
    const fetch = answer(
      { body: { success: true, data: { words: ['赌博'] } } },
      { body: { success: true, message: '敏感词已保存', data: { words: ['赌博', '微信'] } } },
      { body: { success: true, data: { words: ['赌博', '微信'] } } },
    );
    renderPage(<SensitiveWordsPanel />);
    const box = await screen.findByLabelText('敏感词');
    expect((box as HTMLTextAreaElement).value).toBe('赌博');
    fireEvent.change(box, { target: { value: '赌博\n微信\n\n微信' } });
    expect(screen.getByText('共 2 个')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    const pop = await screen.findByRole('tooltip');
    await user.click(within(pop).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('敏感词已保存')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/chat/sensitive-words',
      'PUT',
      { words: ['赌博', '微信'] },
    ]);
  });
});
