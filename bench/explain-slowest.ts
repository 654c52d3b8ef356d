// What the server benchmark's slowest referee commands have in common, from a run's own
// records: `npx tsx bench/explain-slowest.ts <run's output> <BENCH_SLOWEST file>`, the run made
// with BENCH_SLOWEST=<file> and BENCH_STALLS=1 (and BENCH_CLIENT_GC=1 for the clients' side),
// its output saved to a file. For each slow command it asks what overlapped it: a collection in
// the server, a stall of the server's loop (over 6 ms) that no collection explains, a collection
// in its clients' thread. And which kinds of command they were, against the kinds of all the
// timed commands (<file>.all.json), the games replayed from their seeds (<file>.seeds.json)
// as the stand-in players chose their commands (load-clients.ts).
import { readFileSync } from 'node:fs';
import { decide } from '../engine/decide/index.js';
import { decideStartGame } from '../engine/decide/setup.js';
import { evolveAll, replay } from '../engine/evolve.js';
import { playRandomGame } from '../engine/sim/random-game.js';

/** A slow command as BENCH_SLOWEST writes it (bench/server.ts). */
export interface SlowCommand {
  game: string;
  version: number;
  /** When it was sent, epoch ms. */
  sentAt: number;
  total: number;
  parts: number[];
}

/** A span of time, epoch ms: [start, duration]. */
export type Span = readonly [number, number, ...unknown[]];

export interface Windows {
  serverCollections: Span[];
  serverStalls: Span[];
  clientCollections: Span[];
}

const overlaps = (a: number, b: number, s: Span) => s[0] < b && s[0] + s[1] > a;

/** What overlapped a command, from its sending to its last client's seeing it: a label made of
 *  'server collection', 'server stall' (one no server collection overlaps), 'client collection'
 *  joined with ' + ', or 'nothing seen'. */
export function causesOf(c: Pick<SlowCommand, 'sentAt' | 'total'>, w: Windows): string {
  const a = c.sentAt;
  const b = c.sentAt + c.total;
  const causes: string[] = [];
  const collections = w.serverCollections.filter((s) => overlaps(a, b, s));
  if (collections.length > 0) causes.push('server collection');
  if (w.serverStalls.some((s) => overlaps(a, b, s) && !collections.some((g) => overlaps(s[0], s[0] + s[1], g)))) causes.push('server stall');
  if (w.clientCollections.some((s) => overlaps(a, b, s))) causes.push('client collection');
  return causes.length > 0 ? causes.join(' + ') : 'nothing seen';
}

/** The spans a run's output lists (bench/server-process.ts, bench/load-clients.ts). */
export function windowsFrom(output: string): Windows {
  const spans = (re: RegExp) => [...output.matchAll(re)].flatMap((m) => JSON.parse(m[m.length - 1]!) as Span[]);
  return {
    serverCollections: spans(/server collections of 1 ms or more \[[^\]]*\]: (\[.*\])/g),
    serverStalls: spans(/server event-loop stalls over 6 ms \[[^\]]*\]: (\[.*\])/g),
    clientCollections: spans(/referee clients' thread \d+: collections of [\d.]+ ms or more \[[^\]]*\]: (\[.*\])/g),
  };
}

/** The kind (the command's type) of each version of a game played from `seed` by the
 *  benchmark's stand-in players, up to `upTo`. */
export function kindsByVersion(seed: string, upTo: number): Map<number, string> {
  const game = playRandomGame(seed, Math.max(upTo, 1), 8, 'vellara-ford', undefined, 'hmac-sha256');
  const started = decideStartGame(game.start);
  if (!started.ok) throw new Error(started.rejection.message);
  let state = replay(started.events);
  const kinds = new Map<number, string>();
  for (const cmd of game.commands) {
    const d = decide(state, cmd);
    if (!d.ok) break;
    state = evolveAll(state, d.events);
    kinds.set(state.version, cmd.command.type);
    if (state.version >= upTo) break;
  }
  return kinds;
}

function tally(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1]).map(([l, n]) => `${l} ${n} (${((100 * n) / labels.length).toFixed(0)} %)`).join(', ');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [outputFile, slowestFile] = process.argv.slice(2);
  if (!outputFile || !slowestFile) {
    console.error('usage: npx tsx bench/explain-slowest.ts <run output> <BENCH_SLOWEST file>');
    process.exit(2);
  }
  const slow = JSON.parse(readFileSync(slowestFile, 'utf8')) as SlowCommand[];
  const windows = windowsFrom(readFileSync(outputFile, 'utf8'));
  console.log(`${slow.length} slowest commands; the run listed ${windows.serverCollections.length} server collections, ${windows.serverStalls.length} server stalls, ${windows.clientCollections.length} referee client collections`);
  console.log(`what overlapped them: ${tally(slow.map((c) => causesOf(c, windows)))}`);
  const seeds = JSON.parse(readFileSync(`${slowestFile}.seeds.json`, 'utf8')) as Record<string, string>;
  const all = JSON.parse(readFileSync(`${slowestFile}.all.json`, 'utf8')) as [string, number, number][];
  const upTo = new Map<string, number>();
  for (const [game, version] of all) upTo.set(game, Math.max(upTo.get(game) ?? 0, version));
  const kinds = new Map<string, Map<number, string>>();
  for (const [game, max] of upTo) if (seeds[game]) kinds.set(game, kindsByVersion(seeds[game], max));
  const kindOf = (game: string, version: number) => kinds.get(game)?.get(version) ?? '(not replayed)';
  console.log(`kinds of the slowest: ${tally(slow.map((c) => kindOf(c.game, c.version)))}`);
  console.log(`kinds of all timed commands: ${tally(all.map(([g, v]) => kindOf(g, v)))}`);
}
