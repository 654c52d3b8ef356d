// A TCP proxy in front of the test run's PostgreSQL that can lose the answer to a COMMIT: the
// server has committed (it answered), the referee never hears it, its connection drops. The
// one fault a network between the referee and its database makes that leaves the outcome of a
// write unknown (test/server/commit-outcome.test.ts); or cut a COMMIT before it reaches the
// server. It also refuses connections while told to (the database unreachable for a moment).
//
// It reads the client's side of the protocol as far as it needs to: the startup message
// (length-prefixed, no type byte), then typed messages (a type byte and a length that counts
// itself); a simple query ('Q') whose text is COMMIT is what it watches for. `pg` sends
// BEGIN and COMMIT as simple queries (no parameters).
import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';

export interface PgProxy {
  port: number;
  /** The URL `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** The next COMMIT that reaches the server loses its answer (its connection is cut once the
   *  server has answered); resolves when that has happened. `thenRefuse`: every connection is
   *  cut with it, and new ones refused until refuseConnections(false). */
  loseNextCommitAnswer(options?: { thenRefuse?: boolean }): Promise<void>;
  /** The next COMMIT never reaches the server: its connection is cut as it is sent (the server
   *  rolls the transaction back); with the same `thenRefuse`. */
  cutNextCommit(options?: { thenRefuse?: boolean }): Promise<void>;
  /** The next COMMIT, and everything after it on its connection, goes nowhere, and nothing
   *  comes back: a network that went silent without closing anything. The server's side stays
   *  open, its transaction waiting, even after the referee closes its own; resolves when the
   *  COMMIT is held. */
  holdNextCommit(): Promise<void>;
  /** While true, new connections are cut at once (as a database that cannot be reached). */
  refuseConnections(on: boolean): void;
  close(): Promise<void>;
}

interface Armed {
  when: 'answer' | 'before' | 'hold';
  thenRefuse: boolean;
  done: () => void;
}

export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  let armed: Armed | null = null;
  let refusing = false;
  const pairs = new Set<[Socket, Socket]>();
  /** The fault has struck: every connection cut and new ones refused, when asked. */
  const struck = (a: Armed) => {
    if (a.thenRefuse) {
      refusing = true;
      for (const [x, y] of [...pairs]) {
        x.destroy();
        y.destroy();
      }
      pairs.clear();
    }
    a.done();
  };
  const server: Server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const cut = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', cut);
    upstream.on('error', cut);
    // A silent connection's two sides no longer hear of each other: the server's side stays
    // open when the referee closes its own (only the server's timeouts end the transaction),
    // and the referee's when the server closes its own (only the referee's do).
    client.on('close', () => (silent ? client.destroy() : cut()));
    upstream.on('close', () => (silent ? upstream.destroy() : cut()));

    let pending = Buffer.alloc(0);
    let started = false;
    /** This connection sent a COMMIT while armed: the server's next answer is lost. */
    let losing: Armed | null = null;
    /** This connection went silent (holdNextCommit): nothing passes either way any more. */
    let silent = false;
    client.on('data', (chunk: Buffer) => {
      if (silent) return;
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const len = pending.readInt32BE(0);
          if (pending.length < len) break;
          pending = pending.subarray(len);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const len = pending.readInt32BE(1);
        if (pending.length < 1 + len) break;
        const type = String.fromCharCode(pending[0]!);
        const text = pending.subarray(5, 1 + len).toString('utf8');
        if (type === 'Q' && /^\s*COMMIT\b/i.test(text) && armed) {
          const a = armed;
          armed = null;
          if (a.when === 'hold') {
            silent = true;
            a.done();
            return;
          }
          if (a.when === 'before') {
            // The COMMIT (and whatever came with it) never leaves: the server sees the
            // connection close inside the transaction and rolls it back.
            cut();
            struck(a);
            return;
          }
          losing = a;
        }
        pending = pending.subarray(1 + len);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (silent) return;
      if (losing) {
        const a = losing;
        losing = null;
        cut();
        struck(a);
        return;
      }
      client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  return {
    port,
    through(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    loseNextCommitAnswer(options = {}) {
      return new Promise<void>((resolve) => {
        armed = { when: 'answer', thenRefuse: options.thenRefuse ?? false, done: resolve };
      });
    },
    holdNextCommit() {
      return new Promise<void>((resolve) => {
        armed = { when: 'hold', thenRefuse: false, done: resolve };
      });
    },
    cutNextCommit(options = {}) {
      return new Promise<void>((resolve) => {
        armed = { when: 'before', thenRefuse: options.thenRefuse ?? false, done: resolve };
      });
    },
    refuseConnections(on: boolean) {
      refusing = on;
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      server.close();
      await once(server, 'close');
    },
  };
}
