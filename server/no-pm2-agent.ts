// Keeps PM2's monitoring agent (@pm2/io) from starting inside the referee. @colyseus/core
// imports @pm2/io when its matchmaker starts (Stats.reset, to publish two figures to PM2), and
// importing @pm2/io starts the agent with its defaults: handlers for uncaught exceptions, HTTP
// servers patched to time every request, V8 and event-loop samplers on timers, and an IPC
// channel to a PM2 daemon (any parent process that forked the referee receives its messages).
// One sampler calls process._getActiveHandles() every second: with a few thousand sockets open
// that made an array of them all, a stall of ~5 ms of the event loop each second, which the
// slowest commands met (docs/benchmarks.md, eighth session). The referee is not run under PM2,
// and its own figures are at /metrics (metrics.ts).
//
// @pm2/io keeps one instance per process under global[Symbol.for('@pm2/io')] and, when one is
// there, exports it instead of starting a new one (its index.js). This puts one there that
// answers Colyseus's calls (metric) and does nothing else. Imported before @colyseus/core.
const IO_KEY = Symbol.for('@pm2/io');

/** What stands in for the agent: Colyseus asks it for metrics and never reads them back. */
export const QUIET_PM2_AGENT = Object.freeze({
  quiet: true as const,
  metric: () => ({ set: () => undefined, val: () => undefined }),
});

const holder = globalThis as Record<symbol, unknown>;
if (!(IO_KEY in holder)) holder[IO_KEY] = QUIET_PM2_AGENT;
