import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on `port` to `target`, which a test cuts to make a server unreachable (open
 * connections dropped, new ones refused) and restores.
 */
export async function startTcpProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket, peer: () => Socket) => {
    sockets.add(socket);
    socket.on('error', () => {}); // the other side's fate is what the test watches
    socket.on('close', () => {
      sockets.delete(socket);
      peer().destroy();
    });
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client, () => upstream);
        track(upstream, () => client);
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = async () => {
    const closed = new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };
  await open();
  return { port, cut, restore: open };
}
