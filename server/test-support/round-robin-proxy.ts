import { Agent, createServer, request as forward, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';

/** A port free on 127.0.0.1 now. */
export const freePortOf = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export interface RoundRobinProxy {
  origin: string;
  /** Requests sent to each target, in the order of `targets`. */
  served: number[];
  /** Sends the next requests only to this target (a node is down), or to all again with undefined. */
  only(index: number | undefined): void;
  close(): Promise<void>;
}

/** A tiny HTTP load balancer: each request goes to the next target, bodies streamed both ways. */
export async function startRoundRobinProxy(port: number, targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  let pinned: number | undefined;
  const served = targets.map(() => 0);
  // Kept-alive connections to the nodes, as a real load balancer keeps them.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server: Server = createServer((req, res) => {
    const index = pinned ?? next++ % targets.length;
    served[index] += 1;
    const target = new URL(targets[index]);
    const upstream = forward(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    only(index) {
      pinned = index;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
