import { useEffect, useState } from 'react';
import { getChatSocket, type SocketState } from '../../../lib/socket';

/** The chat socket's state, and whether it gave up reconnecting. */
export function useSocketState(): { state: SocketState; failed: boolean } {
  const socket = getChatSocket();
  const [state, setState] = useState<SocketState>(socket.state);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setState(socket.state);
    const offState = socket.events.on('state', (next) => {
      setState(next);
      if (next !== 'closed') setFailed(false);
    });
    const offFailed = socket.events.on('reconnect_failed', () => setFailed(true));
    return () => {
      offState();
      offFailed();
    };
  }, [socket]);
  return { state, failed };
}
