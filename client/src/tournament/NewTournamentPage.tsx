// The organizer creates a tournament: its name, the scenario (for the event, or per round),
// the players a game (2 by default: one general an army), and the format: OT2022, or one of the
// presets of the other rule texts (ASO 2008, Urban War, V:TES; docs/tournament-format.md), with
// its number of rounds. He receives the organizer link (keep it) and the referee link.
import { useEffect, useState } from 'react';
import { fetchScenarios, type ScenarioSummary } from '../start/api.js';
import { CopyLink } from '../start/CopyLink.js';
import { tournamentApi, type Created } from './api.js';
import { Refusal, useRun } from './run.js';

/** The formats an organizer can pick (engine/tournament/formats/format.ts). */
const FORMATS: Record<string, { title: string; help: string; rounds: string }> = {
  ot2022: { title: 'OT2022 (VASSAL Open)', help: 'Swiss rounds of two-game matches (sides swapped) in the referee\'s rooms, then the Top 8 elimination bracket.', rounds: 'by entrants' },
  aso2008: { title: 'ASO 2008', help: 'Five rounds of accelerated Swiss by ASO rating pools (entrants give their rating and nationality), 3/1/0 points, the last undefeated player wins. Results are entered by the organizer or the referee.', rounds: '5' },
  'urban-war': { title: 'Urban War', help: 'Swiss by tournament points from the casualty table (entrants give their faction and models), byes scored 24, tables not repeated. Results (models lost) are entered by the organizer or the referee.', rounds: 'by entrants: 5–8 3, 9–16 4, 17–32 5…' },
  vtes: { title: 'V:TES', help: 'Preliminary rounds at tables of 4 and 5 (no predator-prey relationship repeated), game wins, victory points and tournament points, then the final table of five.', rounds: '3' },
};

export function NewTournamentPage() {
  const [scenarios, setScenarios] = useState<ScenarioSummary[]>([]);
  const [name, setName] = useState('');
  const [scenario, setScenario] = useState('');
  const [perRound, setPerRound] = useState<Record<string, string>>({});
  const [players, setPlayers] = useState(2);
  const [format, setFormat] = useState('ot2022');
  const [rounds, setRounds] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const { busy, run, error } = useRun(() => {});

  useEffect(() => {
    fetchScenarios().then((list) => {
      setScenarios(list);
      setScenario((s) => s || list[0]?.id || '');
    }, () => {});
  }, []);

  const create = () =>
    run(async () => {
      const roundScenarios = Object.fromEntries(Object.entries(perRound).filter(([, v]) => v));
      const formatOptions = format !== 'ot2022' && rounds ? { rounds: Number(rounds) } : undefined;
      setCreated(await tournamentApi.create({ name, scenario, playersPerGame: players, format, ...(formatOptions ? { formatOptions } : {}), ...(Object.keys(roundScenarios).length ? { roundScenarios } : {}) }));
    });

  return (
    <main className="start tournament">
      <h1>New tournament</h1>
      <form className="panel" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <label className="field">Name <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Tournament name" required /></label>
        <label className="field">
          Format{' '}
          <select aria-label="Format" value={format} onChange={(e) => setFormat(e.target.value)}>
            {Object.entries(FORMATS).map(([k, v]) => <option key={k} value={k}>{v.title}</option>)}
          </select>
        </label>
        <p className="small" data-testid="format-help">{FORMATS[format]!.help}</p>
        {format !== 'ot2022' && (
          <label className="field">
            {format === 'vtes' ? 'Preliminary rounds' : 'Rounds'} (empty: {FORMATS[format]!.rounds}){' '}
            <input aria-label="Rounds" type="number" min={format === 'vtes' ? 2 : 1} max={20} value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>
        )}
        <label className="field">
          Scenario for the event{' '}
          <select aria-label="Scenario" value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {scenarios.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
        {format === 'ot2022' && <><details>
          <summary>A different scenario for some rounds</summary>
          {['1', '2', '3', '4', '5', '6', 'bracket'].map((r) => (
            <label key={r} className="field">
              {r === 'bracket' ? 'Bracket' : `Round ${r}`}{' '}
              <select aria-label={`Scenario for ${r === 'bracket' ? 'the bracket' : `round ${r}`}`} value={perRound[r] ?? ''} onChange={(e) => setPerRound({ ...perRound, [r]: e.target.value })}>
                <option value="">the event's</option>
                {scenarios.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </select>
            </label>
          ))}
        </details>
        <fieldset>
          <legend>Players a game</legend>
          {[2, 4, 6, 8].map((n) => (
            <label key={n} className="inline">
              <input type="radio" name="players" checked={players === n} onChange={() => setPlayers(n)} /> {n}
            </label>
          ))}
          <p className="small">2: each entrant is one general. 4, 6 or 8: each entrant is a team filling one army's seats.</p>
        </fieldset></>}
        <button type="submit" className="primary" disabled={busy || !name.trim() || !scenario}>{busy ? 'Creating…' : 'Create tournament'}</button>
      </form>
      <Refusal error={error} />
      {created && (
        <section className="panel" data-testid="tournament-created">
          <h2>Tournament {created.id} is ready</h2>
          <p>Keep the organizer link to yourself; give the referee link to the tournament referee. Entrants sign up on the public page.</p>
          <p>Organizer: <CopyLink url={created.organizer.url} label="organizer" /></p>
          <p>Referee: <CopyLink url={created.referee.url} label="referee" /></p>
          <p>Public page (sign-up, pairings, standings): <CopyLink url={created.url} label="public" /></p>
        </section>
      )}
    </main>
  );
}
