import { showToast } from '../http';
import { getToken } from '../storage';
import { ChatSocket } from './socket-client';

export * from './emitter';
export * from './frames';
export * from './socket-client';
export * from './types';

let instance: ChatSocket | null = null;

/** The app's one chat socket: stored token, same-origin address, failure notice as a toast. */
export function getChatSocket(): ChatSocket {
  instance ??= new ChatSocket({ getToken, notify: showToast });
  return instance;
}
