// The tournament referee's command line (docs/tournament-format.md): JSON event file in,
// JSON (or CSV with --csv, text for `report`) out.
//   npm run tournament -- standings <event.json> [--round N] [--csv]   standings (after round N)
//   npm run tournament -- pair <event.json> [--round N] [--csv]        the next round's pairing
//                                                                      (--round N: re-pair round N)
//   npm run tournament -- bracket <event.json> [--csv]                 the Top 8 bracket
//   npm run tournament -- report <event.json> [--round N]              the forum result report
// Any format (docs/tournament-format.md, "Formats"): an ASO 2008, Urban War or V:TES event file
// gets its own preset's standings, pairing or seating and report; `bracket` (or `final`) of a
// V:TES event is its final table of five.
// Bad input (unreadable file, bad JSON, an invalid event, a refused pairing) prints the reason
// on stderr and exits 1; a wrong command line prints the usage and exits 2.
import { readFileSync } from 'node:fs';
import {
  bracketCsv,
  computeBracket,
  computeStandings,
  eventReport,
  pairingsCsv,
  pairRound,
  parseAnyEvent,
  standingsCsv,
  standingsJson,
  swissRounds,
  type Outcome,
} from '../../engine/tournament/index.js';
import { runPreset } from './tournament-presets.js';

export interface CliIo {
  readFile: (path: string) => string;
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE = 'usage: npm run tournament -- standings|pair|bracket|report <event.json> [--round N] [--csv]  (a V:TES event: bracket or final = its final table)';

const defaultIo: CliIo = {
  readFile: (p) => readFileSync(p, 'utf8'),
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
};

export interface Args {
  verb: string;
  file: string;
  csv: boolean;
  round: number | undefined;
}

function parseArgs(argv: readonly string[]): Args | string {
  const rest = [...argv];
  const csv = rest.includes('--csv');
  let round: number | undefined;
  const at = rest.indexOf('--round');
  if (at >= 0) {
    const n = Number(rest[at + 1]);
    if (!Number.isInteger(n) || n < 1) return '--round needs a round number (1, 2, …)';
    round = n;
    rest.splice(at, 2);
  }
  const positional = rest.filter((a) => a !== '--csv');
  const unknown = positional.find((a) => a.startsWith('--'));
  if (unknown) return `unknown option ${unknown}`;
  const [verb, file, ...extra] = positional;
  if (!verb || !['standings', 'pair', 'bracket', 'final', 'report'].includes(verb)) return verb ? `unknown command "${verb}"` : 'no command';
  if (!file || extra.length > 0) return 'give exactly one event file';
  if (csv && verb === 'report') return 'report is text; --csv does not apply';
  if (round !== undefined && (verb === 'bracket' || verb === 'final')) return `${verb} takes no --round`;
  return { verb, file, csv, round };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function run(args: Args, io: CliIo): Outcome<string> {
  let text: string;
  try {
    text = io.readFile(args.file);
  } catch (e) {
    return { ok: false, rejection: { code: 'cli/unreadable_file', message: `cannot read ${args.file}: ${(e as Error).message}` } };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, rejection: { code: 'cli/not_json', message: `${args.file} is not JSON: ${(e as Error).message}` } };
  }
  const parsed = parseAnyEvent(data);
  if (!parsed.ok) return parsed;
  if (parsed.value.format !== 'ot2022') return runPreset(args, parsed.value);
  const event = parsed.value;

  switch (args.verb) {
    case 'standings': {
      const through = Math.min(args.round ?? Infinity, event.rounds.length);
      const standings = computeStandings(event, through);
      return { ok: true, value: args.csv ? standingsCsv(standings) : json(standingsJson(event, standings, through, swissRounds(event.entrants.length))) };
    }
    case 'pair': {
      const paired = pairRound(event, args.round ?? event.rounds.length + 1);
      if (!paired.ok) return paired;
      return { ok: true, value: args.csv ? pairingsCsv(event, paired.value.round) : json(paired.value) };
    }
    case 'bracket':
    case 'final': {
      const bracket = computeBracket(event);
      if (!bracket.ok) return bracket;
      return { ok: true, value: args.csv ? bracketCsv(bracket.value) : json(bracket.value) };
    }
    default: {
      const report = eventReport(event, args.round);
      return report.ok ? { ok: true, value: `${report.value}\n` } : report;
    }
  }
}

/** Runs one command; returns the exit status (0 done, 1 bad input, 2 wrong command line). */
export function runTournamentCli(argv: readonly string[], io: CliIo = defaultIo): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(`tournament: ${args}\n${USAGE}`);
    return 2;
  }
  const r = run(args, io);
  if (!r.ok) {
    io.err(`tournament: ${r.rejection.code}: ${r.rejection.message}`);
    return 1;
  }
  io.out(r.value);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(runTournamentCli(process.argv.slice(2)));
