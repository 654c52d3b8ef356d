// The tournament command line for the presets (ASO 2008, Urban War, V:TES; docs/tournament-format.md,
// "Formats"): standings, the next round's pairing or seating, V:TES's final, the round report.
import { anyStandings, pairAny, vtesFinal, fail, type Outcome, type PresetEvent } from '../../engine/tournament/index.js';
import { presetReport, presetRoundCsv, standingsRowsCsv } from '../../engine/tournament/formats/report.js';
import type { Args } from './tournament.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function runPreset(args: Args, event: PresetEvent): Outcome<string> {
  switch (args.verb) {
    case 'standings': {
      const s = anyStandings(event, args.round ?? Infinity);
      return { ok: true, value: args.csv ? standingsRowsCsv(s) : json({ event: event.name, ...s }) };
    }
    case 'pair': {
      const paired = pairAny(event, args.round ?? event.rounds.length + 1);
      if (!paired.ok) return paired;
      return { ok: true, value: args.csv ? presetRoundCsv(event, paired.value.round as PresetEvent['rounds'][number]) : json(paired.value) };
    }
    case 'bracket':
    case 'final': {
      if (event.format !== 'vtes')
        return fail('cli/no_final', `${event.format === 'aso2008' ? 'ASO 2008 has no final: "The winner of the tournament is the last undefeated person"' : 'Urban War has no final: the highest accumulated tournament points win'}; see the standings.`);
      const f = vtesFinal(event);
      if (!f.ok) return f;
      if (args.csv) return fail('cli/no_csv', 'The V:TES final is JSON only.');
      return { ok: true, value: json(f.value) };
    }
    default: {
      const r = presetReport(event, args.round);
      return r.ok ? { ok: true, value: `${r.value}\n` } : r;
    }
  }
}
