// ASO 2008, "Choosing which scenario to play": the organizer names a round's three scenarios;
// each player of a game strikes one and gives another first priority (secret until both are
// in); the referee decides (different strikes → the third; same strike and first → that one;
// else a die) and shows how.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import type { Runner } from './run.js';
import type { PresetPairing, Tournament } from './types.js';

export function RoundScenariosForm({ t, token, round, runner }: { t: Tournament; token: string | null; round: number; runner: Runner }) {
  const [names, setNames] = useState(['', '', '']);
  return (
    <form className="inline" onSubmit={(e) => { e.preventDefault(); void runner.run(() => tournamentApi.presetScenarios(t.id, token, round, names)); }}>
      Round {round}&apos;s three scenarios:{' '}
      {names.map((n, i) => <input key={i} aria-label={`Round ${round} scenario ${i + 1}`} value={n} size={10} onChange={(e) => setNames(names.map((x, k) => (k === i ? e.target.value : x)))} />)}{' '}
      <button type="submit" disabled={runner.busy || names.some((n) => !n.trim())}>Name them</button>
    </form>
  );
}

export function ScenarioChoice({ t, token, round, p, runner }: { t: Tournament; token: string | null; round: number; p: PresetPairing; runner: Runner }) {
  const s = p.scenario;
  const me = t.you?.entrantId ?? null;
  const [strike, setStrike] = useState('');
  const [first, setFirst] = useState('');
  if (!s) return null;
  if (s.decision) return <span className="small" data-testid="scenario-decision">scenario {s.decision.scenario} ({s.decision.how === 'die-roll' ? `die ${s.decision.roll}` : s.decision.how.replace(/-/g, ' ')})</span>;
  const mine = me !== null && (me === p.a || me === p.b) && !s.chosen.includes(me);
  if (!mine) return <span className="small">scenarios {s.scenarios.join(', ')}: {s.chosen.length} of 2 choices in</span>;
  return (
    <form className="inline" onSubmit={(e) => { e.preventDefault(); void runner.run(() => tournamentApi.presetScenarioChoice(t.id, token, round, p.table, strike, first)); }}>
      Strike <select aria-label="Scenario to strike" value={strike} onChange={(e) => setStrike(e.target.value)}><option value="" />{s.scenarios.map((x) => <option key={x}>{x}</option>)}</select>{' '}
      first priority <select aria-label="First priority" value={first} onChange={(e) => setFirst(e.target.value)}><option value="" />{s.scenarios.filter((x) => x !== strike).map((x) => <option key={x}>{x}</option>)}</select>{' '}
      <button type="submit" disabled={runner.busy || !strike || !first}>Send my choice</button>
    </form>
  );
}
