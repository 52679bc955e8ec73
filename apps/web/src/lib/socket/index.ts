import type { SocketTicket } from '@cailiao/contracts';
import { backupServers, http, showToast } from '../http';
import { getToken } from '../storage';
import { ChatSocket } from './socket-client';

export * from './emitter';
export * from './frames';
export * from './socket-client';
export * from './types';

let instance: ChatSocket | null = null;

/** A single-use ticket for the next socket: the long-lived token never goes into a URL. */
export const fetchSocketTicket = async (): Promise<string> =>
  (await http.post<SocketTicket>('/api/auth/socket-ticket', undefined, { silent: true })).ticket;

/**
 * The app's one chat socket: stored session, a fresh ticket for every connect and reconnect,
 * same-origin address then the HTTP client's backup servers, failure notice as a toast.
 */
export function getChatSocket(): ChatSocket {
  instance ??= new ChatSocket({
    getToken,
    getTicket: fetchSocketTicket,
    backupBaseUrls: backupServers,
    notify: showToast,
  });
  return instance;
}
