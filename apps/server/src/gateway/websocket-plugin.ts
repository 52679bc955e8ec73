import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n';

/**
 * @fastify/websocket for the gateway's scope only. Registered for the whole app, it put an
 * onRequest hook, an onResponse hook and a wrapper around every handler of every route, a few µs
 * on each API call (docs/PERFORMANCE.md); here only the socket routes have them. The plugin then
 * must not see the upgrade requests of other paths, which it would route to handlers that leave
 * the TCP socket open: it listens on an emitter that passes on only the upgrades of `paths`, and
 * any other upgrade request is answered 404 and closed, as the plugin answered one that matched
 * no route.
 */
export async function registerWebSocketPlugin(scope: FastifyInstance, paths: readonly string[]) {
  const upgrades = new EventEmitter();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    if (paths.includes(query < 0 ? url : url.slice(0, query))) {
      upgrades.emit('upgrade', request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    socket.end(NOT_FOUND);
  };
  scope.server.on('upgrade', onUpgrade);
  scope.addHook('onClose', async () => void scope.server.off('upgrade', onUpgrade));
  await scope.register(websocket, {
    // The plugin listens for upgrades on `server` when it is given one (its own typings want an
    // http.Server; an emitter of the same event is all it uses).
    options: { maxPayload: 64 * 1024, server: upgrades as never },
    // "Going away" (1001) tells clients the server is restarting, so they reconnect (SPEC.md §4:
    // only a normal 1000 close stops the reconnect loop).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      done();
    },
  });
}
