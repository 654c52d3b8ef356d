// A preset tournament's rounds (ASO 2008, Urban War: one game a pairing; V:TES: tables of 4–5
// from position one, and who sits out), pairing or seating the next round (organizer), and the
// results as the score cards come back (organizer or referee). What the preset counts is
// computed by the referee; the page only sends what happened at the table.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { Refusal, useRun, type Runner } from './run.js';
import { RoundScenariosForm, ScenarioChoice } from './ScenarioChoice.js';
import type { PresetPairing, PresetTable, Tournament } from './types.js';

function describe(format: string, r: Record<string, unknown> | null, p: PresetPairing): string {
  if (!r) return 'no result yet';
  if (format === 'aso2008') return r.winner === null ? 'draw' : `${r.winner === p.a ? p.aName : p.bName} won`;
  return `models lost ${String(r.lostA)} – ${String(r.lostB)}${r.concededBy ? ' (conceded)' : ''}`;
}

function PairingResult({ t, round, p, runner, token }: { t: Tournament; round: number; p: PresetPairing; runner: Runner; token: string | null }) {
  const [lostA, setLostA] = useState('0');
  const [lostB, setLostB] = useState('0');
  const send = (result: Record<string, unknown>) => void runner.run(() => tournamentApi.presetResult(t.id, token, round, result));
  if (t.preset!.format === 'aso2008')
    return (
      <span className="inline">
        <button type="button" disabled={runner.busy} onClick={() => send({ a: p.a, b: p.b, winner: p.a })}>{p.aName} won</button>{' '}
        <button type="button" disabled={runner.busy} onClick={() => send({ a: p.a, b: p.b, winner: null })}>Draw</button>{' '}
        <button type="button" disabled={runner.busy} onClick={() => send({ a: p.a, b: p.b, winner: p.b })}>{p.bName} won</button>
      </span>
    );
  return (
    <form className="inline" onSubmit={(e) => { e.preventDefault(); send({ a: p.a, b: p.b, lostA: Number(lostA), lostB: Number(lostB) }); }}>
      <label>{p.aName} lost <input aria-label={`Models ${p.aName} lost`} type="number" min={0} value={lostA} onChange={(e) => setLostA(e.target.value)} size={3} /></label>{' '}
      <label>{p.bName} lost <input aria-label={`Models ${p.bName} lost`} type="number" min={0} value={lostB} onChange={(e) => setLostB(e.target.value)} size={3} /></label>{' '}
      <button type="submit" disabled={runner.busy}>Enter</button>
    </form>
  );
}

function TableResult({ t, round, table, runner, token }: { t: Tournament; round: number; table: PresetTable; runner: Runner; token: string | null }) {
  const [vp, setVp] = useState<Record<string, string>>(() => Object.fromEntries(table.seats.map((s) => [s, String(table.result?.vp[s] ?? 0)])));
  return (
    <form className="inline" onSubmit={(e) => { e.preventDefault(); void runner.run(() => tournamentApi.presetResult(t.id, token, round, { table: table.table, vp: Object.fromEntries(table.seats.map((s) => [s, Number(vp[s])])) })); }}>
      {table.seats.map((s, i) => (
        <label key={s}>{table.names[i]} <input aria-label={`Victory points of ${table.names[i]}`} type="number" min={0} step={0.5} size={3} value={vp[s]} onChange={(e) => setVp({ ...vp, [s]: e.target.value })} /> </label>
      ))}
      <button type="submit" disabled={runner.busy}>Enter VP</button>
    </form>
  );
}

export function PresetRounds({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const runner = useRun(reload);
  const p = t.preset!;
  const organizer = t.you?.role === 'organizer';
  const official = organizer || t.you?.role === 'referee';
  const base = `/api/tournaments/${t.id}`;
  return (
    <section className="panel" aria-labelledby="preset-rounds-h">
      <h2 id="preset-rounds-h">{p.format === 'vtes' ? 'Seatings' : 'Pairings'} ({p.paired.length} of {p.rounds} rounds)</h2>
      {organizer && p.paired.length < p.rounds && (
        <p><button type="button" className="primary" disabled={runner.busy} onClick={() => void runner.run(() => tournamentApi.pairRound(t.id, token, {}))}>{p.format === 'vtes' ? 'Seat' : 'Pair'} round {p.paired.length + 1}</button></p>
      )}
      <Refusal error={runner.error} />
      {[...p.paired].reverse().map((r) => (
        <div key={r.number} data-testid={`preset-round-${r.number}`}>
          <h3>Round {r.number} <a className="small" href={`${base}/pairings?round=${r.number}&format=csv`}>CSV</a> <a className="small" href={`${base}/report?round=${r.number}`}>report</a></h3>
          {organizer && p.format === 'aso2008' && 'pairings' in r && !r.pairings.some((x) => x.scenario) && <RoundScenariosForm t={t} token={token} round={r.number} runner={runner} />}
          {'tables' in r ? (
            <table className="t-table">
              <thead><tr><th>Table</th><th>Seats from position 1 (each seat&apos;s prey is the next)</th><th>Victory points</th></tr></thead>
              <tbody>
                {r.tables.map((table) => (
                  <tr key={table.table} data-table={table.table}>
                    <td>{table.table} <span className="small">({table.seats.length} players)</span></td>
                    <td>{table.names.map((n, i) => <span key={table.seats[i]}>{i + 1}. {n}{i < table.names.length - 1 ? ' → ' : ''}</span>)}</td>
                    <td>{official ? <TableResult t={t} round={r.number} table={table} runner={runner} token={token} /> : table.result ? table.seats.map((s, i) => `${table.names[i]} ${table.result!.vp[s]}`).join(', ') : 'no result yet'}</td>
                  </tr>
                ))}
              </tbody>
              {r.sitOut.length > 0 && <caption className="small">Sitting out: {r.sitOut.map((x) => x.name).join(', ')}</caption>}
            </table>
          ) : (
            <table className="t-table">
              <thead><tr><th>Table</th><th>Player</th><th>Opponent</th><th>Result</th></tr></thead>
              <tbody>
                {r.pairings.map((x) => (
                  <tr key={x.table}>
                    <td>{x.b === null ? '' : x.table}</td>
                    <td>{x.aName}</td>
                    <td>{x.bName}</td>
                    <td>{x.b === null ? 'bye' : <>{describe(p.format, x.result, x)} {official && <PairingResult t={t} round={r.number} p={x} runner={runner} token={token} />} <ScenarioChoice t={t} token={token} round={r.number} p={x} runner={runner} /></>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </section>
  );
}
