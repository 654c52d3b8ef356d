// The start page: choose a demonstration scenario (or upload a scenario file) and the number
// of players, create the game, then hand out one invite link per seat, the spectator link and the referee link.
import { useEffect, useState } from 'react';
import type { Role } from '../../../engine/rules/seating.js';
import { armyLabel, seatName, type SeatNaming } from '../game/labels.js';
import { ApiError, createGame, fetchScenarios, type CreatedGame, type ScenarioSummary } from './api.js';
import { CopyLink } from './CopyLink.js';
import { ScenarioFile, type LoadedScenario } from './ScenarioFile.js';
import { ScenarioFormat } from './ScenarioFormat.js';

/** The radio value of the uploaded-file choice (scenario ids are lower-case words). */
const FROM_FILE = 'FILE';

const PLAYER_COUNTS = [8, 6, 4, 2] as const;

type Named = { armies: Record<'north' | 'south', { name: string }> } | undefined;

function Invites({ game, scenario }: { game: CreatedGame; scenario: Named }) {
  // An uploaded file's armies may lack a name: the referee refused it then, but be safe.
  const names: SeatNaming = { armies: { north: { name: scenario?.armies.north?.name ?? armyLabel('north') }, south: { name: scenario?.armies.south?.name ?? armyLabel('south') } } };
  return (
    <section className="panel invites" aria-labelledby="invites-h" data-testid="invites">
      <h2 id="invites-h">Game {game.gameId} is ready</h2>
      <p>Send each player his own link: it opens his seat and nobody else&apos;s. Keep the referee link to yourself.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Invite link</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(game.seats).map(([id, s]) => {
            const name = seatName({ id, army: s.army, roles: s.roles as Role[] }, names);
            return (
              <tr key={id} data-seat={id}>
                <th scope="row">
                  {name} <span className="small seat-id">{id}</span>
                </th>
                <td><CopyLink url={s.url} label={name} /></td>
              </tr>
            );
          })}
          <tr data-seat="spectator">
            <th scope="row">Spectators <span className="small">watch the public table</span></th>
            <td><CopyLink url={game.spectator.url} label="spectator" /></td>
          </tr>
          <tr data-seat="referee">
            <th scope="row">Referee <span className="small">sees everything, plays nothing</span></th>
            <td><CopyLink url={game.referee.url} label="referee" /></td>
          </tr>
        </tbody>
      </table>
      <p className="small">Seed hash (published now, the seed is revealed at the end): <code>{game.seedHash}</code></p>
    </section>
  );
}

export function StartPage() {
  const [scenarios, setScenarios] = useState<ScenarioSummary[] | null>(null);
  const [scenario, setScenario] = useState('');
  const [players, setPlayers] = useState<number>(8);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState<{ created: CreatedGame; scenario: Named } | null>(null);
  const [file, setFile] = useState<LoadedScenario | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [enforceMovement, setEnforceMovement] = useState(true);

  useEffect(() => {
    fetchScenarios().then(
      (list) => {
        setScenarios(list);
        setScenario((s) => s || list[0]?.id || '');
      },
      (e: Error) => setError(`Could not load the scenarios: ${e.message}`),
    );
  }, []);

  const create = async () => {
    setBusy(true);
    setError(null);
    setProblems([]);
    const fromFile = scenario === FROM_FILE;
    try {
      if (fromFile && !file) throw new ApiError('request/no_file', 'Choose a scenario file first.');
      const created = await createGame(fromFile ? file!.scenario : scenario, players, enforceMovement ? undefined : { enforceMovementAllowance: false });
      setGame({ created, scenario: fromFile ? (file!.scenario as Named) : scenarios?.find((s) => s.id === scenario) });
    } catch (e) {
      if (fromFile && e instanceof ApiError && e.code !== 'request/no_file') setProblems(e.problems);
      else setError(e instanceof ApiError ? `${e.message} (${e.code})` : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="start">
      <h1>Epic Ancients Referee</h1>
      <p>An online referee for Commands &amp; Colors: Epic Ancients: every player in his own browser seat, hidden hands kept hidden, every command judged by the referee (what it checks is listed below).</p>
      <p><a href="/?tournament=new" data-testid="new-tournament">Run a tournament</a> (OT2022 Swiss rounds and Top 8, games played here) · <a href="/?tournaments" data-testid="all-tournaments">All tournaments</a></p>
      {error && <p role="alert" className="error">{error}</p>}
      <form
        className="panel"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2>New game</h2>
        <fieldset>
          <legend>Scenario</legend>
          {!scenarios && !error && <p>Loading…</p>}
          {scenarios?.map((s) => (
            <label key={s.id} className="choice">
              <input type="radio" name="scenario" value={s.id} checked={scenario === s.id} onChange={() => setScenario(s.id)} />
              <span>
                <strong>{s.name}</strong> — {s.armies.south.name} against {s.armies.north.name}
                <br />
                <span className="small">{s.description}</span>
              </span>
            </label>
          ))}
          <label className="choice">
            <input type="radio" name="scenario" value={FROM_FILE} checked={scenario === FROM_FILE} onChange={() => setScenario(FROM_FILE)} />
            <span>
              <strong>Your own scenario file</strong> <span className="small">(JSON, in the format described below)</span>
            </span>
          </label>
          <ScenarioFormat />
          {scenario === FROM_FILE && <ScenarioFile onLoad={(f) => { setFile(f); setProblems([]); }} problems={problems} />}
        </fieldset>
        <fieldset>
          <legend>Players</legend>
          {PLAYER_COUNTS.map((n) => (
            <label key={n} className="inline">
              <input type="radio" name="players" value={n} checked={players === n} onChange={() => setPlayers(n)} /> {n}
            </label>
          ))}
          <p className="small">8: one role each · 6: the Center Field General is also the Overall Commander · 4: Flanks, and Center + Overall Commander · 2: one general per army.</p>
        </fieldset>
        <fieldset data-testid="referee-checks">
          <legend>What the referee checks</legend>
          <p className="small">
            The Epic Command card rules (who issues which Field and Army cards, sections, Inspired pairs, Coordinated Attack, Out
            Flanked, Counter Attack, First Strike, the Initiative die, the draw and the Army Command count), who may order which unit,
            and the whole battle as the game&apos;s official reference pages say: movement and terrain, range and line of sight, the
            dice of each unit (counted and rolled here), which die hits and why, flags, support, retreats, evasion, battle back,
            momentum, leader checks, banners and victory. No player types a number; a player only answers the choices the rules give
            him (a retreat path, evade or stand, advance or not). <a href="/?rules">The rules reference</a> shows every unit and
            terrain value as the referee applies it, with its official source, and the rules options; where no official page could
            be read it says the value is the referee&apos;s reading. What each Command card lets its units do (Double Time&apos;s two
            hexes, Line Command&apos;s one, linked groups, Rally beside a leader) is checked too.
          </p>
          <label className="inline">
            <input type="checkbox" data-testid="enforce-movement" checked={enforceMovement} onChange={(e) => setEnforceMovement(e.target.checked)} /> Refuse a move longer
            than the unit&apos;s movement allowance (the core rules; switch off only for a variant that moves differently)
          </label>
        </fieldset>
        <button type="submit" className="primary" disabled={busy || !scenario || (scenario === FROM_FILE && !file)}>
          {busy ? 'Creating…' : 'Create game'}
        </button>
      </form>
      {game && <Invites game={game.created} scenario={game.scenario} />}
    </main>
  );
}
