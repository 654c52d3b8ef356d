// The organizer creates a tournament: its name, the scenario (for the event, or per round),
// the players a game (2 by default: one general an army), the OT2022 format. He receives the
// organizer link (keep it) and the referee link (for the tournament referee).
import { useEffect, useState } from 'react';
import { fetchScenarios, type ScenarioSummary } from '../start/api.js';
import { CopyLink } from '../start/CopyLink.js';
import { tournamentApi, type Created } from './api.js';
import { Refusal, useRun } from './run.js';

export function NewTournamentPage() {
  const [scenarios, setScenarios] = useState<ScenarioSummary[]>([]);
  const [name, setName] = useState('');
  const [scenario, setScenario] = useState('');
  const [perRound, setPerRound] = useState<Record<string, string>>({});
  const [players, setPlayers] = useState(2);
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
      setCreated(await tournamentApi.create({ name, scenario, playersPerGame: players, ...(Object.keys(roundScenarios).length ? { roundScenarios } : {}) }));
    });

  return (
    <main className="start tournament">
      <h1>New tournament</h1>
      <p>OT2022 format: Swiss rounds of two-game matches (sides swapped), then the Top 8 elimination bracket.</p>
      <form className="panel" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <label className="field">Name <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Tournament name" required /></label>
        <label className="field">
          Scenario for the event{' '}
          <select aria-label="Scenario" value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {scenarios.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
        <details>
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
        </fieldset>
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
