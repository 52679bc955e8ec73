import net from 'node:net';

/**
 * A TCP proxy in front of a real server, to take it away and bring it back the way a restart or a
 * failover does to its clients: every open connection is cut and new ones are refused while down.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        if (frozen) {
          // Taken in and never answered, like the connections open at the freeze.
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.pause();
          return;
        }
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Cuts every connection and refuses new ones. */
    async down() {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
    /**
     * Stops passing anything either way while every connection stays open, as a frozen host
     * does: nothing is answered, and nothing closes from the server's side.
     */
    freeze() {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    /** Accepts connections again, on the same port. */
    up: listen,
    close() {
      return this.down();
    },
  };
}
