// The referee's command line:
//   npm run referee -- check <file-or-folder> [...]   scripted games (docs/scripted-games.md):
//       one line per step and a summary; exit 1 on any mismatch.
//   npm run referee -- verify <game-id | exported.json> [--receipt r.json]   replays a game's log: checks the hash
//       chain, the seed against its published hash, and every logged event; reports the first
//       entry that does not match; exit 1 if any. `--receipt <file>` (repeatable) also checks
//       the log against a receipt a player kept (server/store/receipt.ts): a log cut short or
//       rewritten before the receipt's entry fails.
//   npm run referee -- verify --all   verifies every game in the store so: a line for each that
//       does not, then one on them all; exit 1 if any does not (server/cli/verify-all.ts).
//   npm run referee -- export <game-id> [--text]   prints a game's log (JSON, or readable text).
//   npm run referee -- games   who holds each unfinished game, and whether it lives (with
//       REDIS_URL); exit 1 if some game has no living owner (server/cli/games.ts).
// A game id is looked up in the referee's store: PostgreSQL when DATABASE_URL is set, else the
// SQLite file (REFEREE_DB, else DATA_DIR/referee.sqlite), as the server chooses (store/open.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runScript, type ScriptResult } from '../../engine/script/run.js';
import { exportJson, exportText, type GameExport } from '../game/export.js';
import { runGames } from './games.js';
import { verifyAll } from './verify-all.js';
import { locationSeen, openStore, storeLocation } from '../store/open.js';
import { parseReceipt, type Receipt } from '../store/receipt.js';
import { verifyLog } from '../store/verify.js';

function scriptFiles(target: string): string[] {
  const st = statSync(target);
  if (st.isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? scriptFiles(join(target, d.name)) : d.name.endsWith('.json') ? [join(target, d.name)] : []))
    .sort();
}

export function runFile(file: string): ScriptResult {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return { name: file, ok: false, setupError: `cannot read JSON: ${(err as Error).message}`, steps: [], state: null, events: [] };
  }
  return runScript(json);
}

export function check(targets: string[], print: (line: string) => void): boolean {
  let files: string[] = [];
  for (const t of targets) {
    try {
      files.push(...scriptFiles(t));
    } catch {
      print(`✗ ${t}: no such file or folder`);
      return false;
    }
  }
  files = [...new Set(files)];
  let failedCases = 0;
  let steps = 0;
  let failedSteps = 0;
  for (const file of files) {
    const r = runFile(file);
    const name = relative(process.cwd(), file);
    if (r.setupError) {
      failedCases++;
      print(`✗ ${name}: ${r.setupError}`);
      continue;
    }
    print(`${r.ok ? '✓' : '✗'} ${name} — ${r.name}`);
    for (const s of r.steps) {
      steps++;
      if (!s.ok) failedSteps++;
      const head = `    ${s.ok ? 'ok  ' : 'FAIL'} step ${s.index + 1}: ${s.label} → ${s.actual}`;
      print(s.ok ? head : `${head} (expected ${s.expected})`);
      if (!s.ok) for (const p of s.problems) print(`         ${p}`);
    }
    if (!r.ok) failedCases++;
  }
  print(`\n${files.length - failedCases} of ${files.length} scripted games passed; ${steps - failedSteps} of ${steps} steps as expected.`);
  print(`${files.length - failedCases} passed, ${failedCases} failed`);
  return failedCases === 0 && files.length > 0;
}

/** The store the command line reads: the server's choice (store/open.ts). */
export function databaseLocation(): string {
  return storeLocation(process.env, join(process.env.DATA_DIR ?? 'data', 'referee.sqlite'));
}

/** A game's export, from the store by id or from an exported file. */
export async function loadExport(target: string): Promise<GameExport | string> {
  if (target.endsWith('.json') && existsSync(target)) {
    try {
      const parsed = JSON.parse(readFileSync(target, 'utf8')) as GameExport;
      if (parsed.format !== 'epic-referee-log/1' || !Array.isArray(parsed.entries)) return `${target} is not an exported game log`;
      return parsed;
    } catch (err) {
      return `cannot read ${target}: ${(err as Error).message}`;
    }
  }
  const location = databaseLocation();
  const { where, missing } = locationSeen(location);
  if (missing) return `no game file "${target}" and no database at ${location}`;
  let store;
  try {
    store = await openStore(location);
  } catch (err) {
    return `cannot open the store at ${where}: ${(err as Error).message}`;
  }
  try {
    const game = await store.game(target);
    if (!game) return `no game "${target}" in ${where}`;
    const entries = await store.readLog(target);
    return exportJson({ id: game.id, scenario: game.scenarioId, players: game.players, seedHash: game.seedHash, finished: game.winner !== null, winner: game.winner }, entries);
  } finally {
    await store.close();
  }
}

/** Reads receipt files; the receipts, or the first problem. */
export function readReceipts(files: readonly string[]): Receipt[] | string {
  const out: Receipt[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      return `cannot read ${file}: ${(err as Error).message}`;
    }
    const r = parseReceipt(text);
    if (typeof r === 'string') return `${file}: ${r}`;
    out.push(r);
  }
  return out;
}

export async function verify(target: string, print: (line: string) => void, receiptFiles: readonly string[] = []): Promise<boolean> {
  const exp = await loadExport(target);
  if (typeof exp === 'string') {
    print(`✗ ${exp}`);
    return false;
  }
  const receipts = readReceipts(receiptFiles);
  if (typeof receipts === 'string') {
    print(`✗ ${receipts}`);
    return false;
  }
  const r = verifyLog(exp.entries, exp.game.seedHash, receipts);
  if (r.firstBad === null) print(`✓ game ${exp.game.id}: ${r.entries} entries; the hash chain is whole, the seed matches its published hash, every column holds what it must, and every shuffle, die roll and outcome follows from it.`);
  else print(`✗ game ${exp.game.id}: entry ${r.firstBad.seq} does not match: ${r.firstBad.reason}.`);
  for (const c of r.receipts) print(c.ok ? `✓ receipt of entry ${c.seq}: the log holds it, unchanged.` : `✗ receipt of entry ${c.seq}: ${c.reason}.`);
  return r.ok;
}

async function main(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const print = (l: string) => console.log(l);
  if (verb === 'check' && rest.length > 0) return check(rest, print) ? 0 : 1;
  if (verb === 'verify' && rest.length === 1 && rest[0] === '--all') return verifyAll(databaseLocation(), print, undefined, { every: 1000, note: (l) => console.error(l) });
  if (verb === 'verify' && rest.length >= 1) {
    const receipts: string[] = [];
    const targets: string[] = [];
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--receipt' && rest[i + 1]) receipts.push(rest[++i]!);
      else targets.push(rest[i]!);
    }
    // `--all` goes alone: a receipt belongs to one game.
    if (targets.length === 1 && targets[0] !== '--all') return (await verify(targets[0]!, print, receipts)) ? 0 : 1;
  }
  if (verb === 'export' && rest.length >= 1) {
    const exp = await loadExport(rest[0]!);
    if (typeof exp === 'string') {
      console.error(exp);
      return 1;
    }
    print(rest.includes('--text') ? exportText(exp.entries) : JSON.stringify(exp, null, 2));
    return 0;
  }
  if (verb === 'games' && rest.length === 0) return runGames(databaseLocation(), process.env.REDIS_URL?.trim() || undefined, print);
  console.error('usage: npm run referee -- check <file-or-folder> [...] | verify <game-id | exported.json> [--receipt receipt.json ...] | verify --all | export <game-id> [--text] | games');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
