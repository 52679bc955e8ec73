import { ReadMessageFrameIn, TypingFrameIn } from '@cailiao/contracts';
import { DomainError } from '../platform/errors.ts';
import type { Connection } from './connection-registry.ts';
import type { GatewayContext } from './context.ts';
import type { RealtimeGateway } from './realtime.gateway.ts';

/**
 * Chat on the socket: presence follows the sockets (online on the first, offline after the last,
 * `friends_online_status` right after `connection`), and the client frames `typing` and
 * `read_message` are handled here.
 */
export function registerChatRealtime(gateway: RealtimeGateway, ctx: GatewayContext) {
  const { presence, typing, messages } = ctx.services.chat;
  presence.start();

  gateway.onConnect(async (conn) => {
    const friends = await presence.connected(conn.id, conn.userId);
    gateway.send(conn, 'friends_online_status', {
      onlineFriendIds: friends.filter((f) => f.online).map((f) => f.userId),
      friends,
    });
  });
  gateway.onDisconnect((conn) => presence.disconnected(conn.id, conn.userId));
  gateway.onShutdown(() => presence.shutdown());

  /** Domain refusals become an `error` frame with their code; the socket stays open. */
  const guarded = async (conn: Connection, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      gateway.send(conn, 'error', { code: err.code, message: err.message });
    }
  };
  const invalid = (conn: Connection, type: string) =>
    gateway.send(conn, 'error', { code: 'INVALID_FRAME', message: `${type} 数据格式不正确` });

  gateway.onFrame('typing', (conn, frame) => {
    const data = TypingFrameIn.safeParse(frame.data);
    if (!data.success) return invalid(conn, 'typing');
    const { targetId, type, isTyping } = data.data;
    return guarded(conn, () => typing.relay(conn.userId, { targetId, type }, isTyping));
  });

  gateway.onFrame('read_message', (conn, frame) => {
    const data = ReadMessageFrameIn.safeParse(frame.data);
    if (!data.success) return invalid(conn, 'read_message');
    const { targetId, type, seq } = data.data;
    return guarded(conn, () => messages.read(conn.userId, { targetId, type }, seq));
  });
}
