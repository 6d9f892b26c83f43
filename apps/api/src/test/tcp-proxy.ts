import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test controls. `freeze()` makes the database look
 * like a stopped process (SIGSTOP): connections are accepted and bytes are taken in both directions, but
 * nothing is delivered until `thaw()`, which delivers everything held, in order.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  /** Writes `chunk` to `to` now, or when thawed. */
  const forward = (to: net.Socket, chunk: Buffer) => {
    const write = () => {
      if (!to.destroyed) to.write(chunk);
    };
    if (frozen) held.push(write);
    else write();
  };
  /** Ends `to` (after whatever is held for it). */
  const close = (to: net.Socket) => {
    const end = () => to.destroy();
    if (frozen) held.push(end);
    else end();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (chunk: Buffer) => forward(upstream, chunk));
    upstream.on('data', (chunk: Buffer) => forward(client, chunk));
    client.on('close', () => close(upstream));
    upstream.on('close', () => close(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const f of held.splice(0)) f();
    },
    close: () =>
      new Promise<void>((resolve) => {
        frozen = false;
        held.length = 0;
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
