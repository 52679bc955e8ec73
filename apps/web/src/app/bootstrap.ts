import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnd, onSessionStart } from '../features/auth/session-hooks';
import { useAuthStore } from '../features/auth/store/auth-store';
import { useChatStore } from '../features/chat/store/chat-store';
import { levelInfoQuery } from '../features/level/api/get-level-info';
import { http, isApiError } from '../lib/http';
import { checkStorageUsage, onSessionCleared } from '../lib/storage';
import { withToastDefaults } from './toast-ready';

let started = false;

/**
 * Launch (SPEC.md §2, §4): wire the session hooks, restore the login state, load the system config,
 * check storage usage and report uncaught errors. Runs once, before the first render.
 */
export function bootstrap(queryClient: QueryClient): void {
  if (started) return;
  started = true;

  onSessionStart(() => queryClient.prefetchQuery(levelInfoQuery));
  // The real-time channel (SPEC.md §4): connects with the session, disconnects when it ends.
  // Loaded apart from the entry chunk, like the config below; its socket notices are toasts, so it
  // runs once the toast defaults are in force (toast-ready.ts).
  const chatSession = () => withToastDefaults(() => import('../features/chat/realtime/chat-session'));
  onSessionStart((session) => chatSession().then((m) => m.startChatSession(session, queryClient)));
  onSessionEnd(() => chatSession().then((m) => m.stopChatSession()));
  onSessionEnd(() => useChatStore.getState().reset());
  onSessionCleared(() => {
    queryClient.removeQueries({ queryKey: ['user'] });
    queryClient.removeQueries({ queryKey: ['level'] });
    queryClient.removeQueries({ queryKey: ['chat'] });
    void chatSession().then((m) => m.stopChatSession());
    useChatStore.getState().reset();
  });

  useAuthStore.getState().restore();
  // Loaded apart from the entry chunk: the config module pulls the shared schemas (zod).
  void import('../features/system/api/get-system-config').then(({ systemConfigQuery }) =>
    queryClient.prefetchQuery(systemConfigQuery),
  );
  void checkStorageUsage();
  installErrorReporting();
}

function installErrorReporting(): void {
  window.addEventListener('error', (event) => {
    if (!event.error && !event.message) return;
    http.reportError({
      message: String(event.message || event.error?.message || '未知错误'),
      stack: event.error instanceof Error ? event.error.stack?.slice(0, 8000) : undefined,
      code: 'WINDOW_ERROR',
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    // Request failures were already shown (and reported when they were server faults).
    if (isApiError(event.reason)) return;
    const reason = event.reason instanceof Error ? event.reason : new Error(String(event.reason));
    http.reportError({
      message: reason.message || '未处理的异步错误',
      stack: reason.stack?.slice(0, 8000),
      code: 'UNHANDLED_REJECTION',
    });
  });
}
