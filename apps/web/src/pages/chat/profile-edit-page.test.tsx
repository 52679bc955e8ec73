import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from '../../features/chat/store/chat-store';
import { signIn, signOut } from '../../features/chat/test/session';
import { mockApi, renderApp } from '../../test/render-app';

beforeEach(signIn);
afterEach(signOut);

describe('profile edit', () => {
  it('shows nickname and avatar, and turns chat notifications off', async () => {
    const { calls } = mockApi({
      'PUT /api/chat/conversations/settings': (body) => ({
        notificationsEnabled: false,
        soundEnabled: true,
        vibrationEnabled: true,
        ...(body as object),
      }),
    });
    renderApp('/pages/chat/profile-edit');
    expect(await screen.findByTestId('profile-nickname')).toBeTruthy();
    expect(screen.getByTestId('profile-avatar')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-setting-notificationsEnabled'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/conversations/settings')?.body).toEqual({
        notificationsEnabled: false,
      }),
    );
    await waitFor(() => expect(useChatStore.getState().settings.notificationsEnabled).toBe(false));
  });
});
