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

type Submit = (result: Record<string, unknown>) => Promise<unknown>;

/** Officials enter a result; a player of the game reports one (for another to confirm). */
function submitFor(t: Tournament, token: string | null, round: number, official: boolean): Submit {
  return (result) => (official ? tournamentApi.presetResult(t.id, token, round, result) : tournamentApi.presetReport(t.id, token, round, result));
}

/** A report waiting for confirmation: its maker sees it waiting, another player confirms it. */
function PendingReport({ t, token, round, report, runner, players }: { t: Tournament; token: string | null; round: number; report: { by: string; seq: number }; runner: Runner; players: readonly string[] }) {
  const me = t.you?.entrantId ?? null;
  const by = t.entrants.find((e) => e.id === report.by)?.name ?? report.by;
  if (me && me !== report.by && players.includes(me))
    return <button type="button" disabled={runner.busy} onClick={() => void runner.run(() => tournamentApi.presetConfirm(t.id, token, round, report.seq))}>Confirm {by}&apos;s report</button>;
  return <span className="small">reported by {by}, waiting for confirmation</span>;
}

function PairingResult({ p, runner, submit, aso }: { p: PresetPairing; runner: Runner; submit: Submit; aso: boolean }) {
  const [lostA, setLostA] = useState('0');
  const [lostB, setLostB] = useState('0');
  const send = (result: Record<string, unknown>) => void runner.run(() => submit(result));
  if (aso)
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

function TableResult({ table, runner, submit }: { table: PresetTable; runner: Runner; submit: Submit }) {
  const [vp, setVp] = useState<Record<string, string>>(() => Object.fromEntries(table.seats.map((s) => [s, String(table.result?.vp[s] ?? 0)])));
  return (
    <form className="inline" onSubmit={(e) => { e.preventDefault(); void runner.run(() => submit({ table: table.table, vp: Object.fromEntries(table.seats.map((s) => [s, Number(vp[s])])) })); }}>
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
  const me = t.you?.role === 'entrant' ? t.you.entrantId : null;
  const base = `/api/tournaments/${t.id}`;
  return (
    <section className="panel" aria-labelledby="preset-rounds-h">
      <h2 id="preset-rounds-h">{p.format === 'vtes' ? 'Seatings' : 'Pairings'} ({p.paired.length} of {p.rounds} rounds)</h2>
      {p.timeLimitMinutes !== null && <p className="small" data-testid="time-limit">Each round: {p.timeLimitMinutes} minutes, then time is called.</p>}
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
                    <td>
                      {table.result ? table.seats.map((s, i) => `${table.names[i]} ${table.result!.vp[s]}`).join(', ') : 'no result yet'}{' '}
                      {table.report && !table.result && <PendingReport t={t} token={token} round={r.number} report={table.report} runner={runner} players={table.seats} />}
                      {(official || (me !== null && table.seats.includes(me) && !table.result && !table.report)) && <TableResult table={table} runner={runner} submit={submitFor(t, token, r.number, official)} />}
                    </td>
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
                    <td>{x.b === null ? 'bye' : <>
                      {describe(p.format, x.result, x)}{' '}
                      {x.report && !x.result && <PendingReport t={t} token={token} round={r.number} report={x.report} runner={runner} players={[x.a, x.b]} />}
                      {(official || (me !== null && (me === x.a || me === x.b) && !x.result && !x.report)) && <PairingResult p={x} runner={runner} submit={submitFor(t, token, r.number, official)} aso={p.format === 'aso2008'} />}{' '}
                      <ScenarioChoice t={t} token={token} round={r.number} p={x} runner={runner} />
                    </>}</td>
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
