// A match report: its two games (sides swapped), each with its result and where it came from,
// the game's log once it is over, the players' seat links, a hand report and its confirmation
// for a game played elsewhere, a dispute, and the officials' result form.
import { useState } from 'react';
import type { Role } from '../../../engine/rules/seating.js';
import { rolesText } from '../game/labels.js';
import { CopyLink } from '../start/CopyLink.js';
import { tournamentApi } from './api.js';
import { logHref, nameOf, resultText } from './names.js';
import { MatchSchedule } from './MatchSchedule.js';
import { ResultForm } from './ResultForm.js';
import { Refusal, useRun } from './run.js';
import type { Match, MatchGame, SeatLinks, Tournament } from './types.js';

const SOURCE: Record<string, string> = { room: 'played in the referee\'s room', hand: 'reported by hand, confirmed by the opponent', organizer: 'set by the organizer', referee: 'set by the referee', ruling: "the referee's ruling", deadline: 'the round deadline rule, applied by the referee' };

function GameCard({ t, token, m, g, reload }: { t: Tournament; token: string | null; m: Match; g: MatchGame; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [links, setLinks] = useState<SeatLinks | null>(null);
  const [dispute, setDispute] = useState('');
  const me = t.you?.role === 'entrant' ? t.you.entrantId : null;
  const player = me === m.a || me === m.b;
  const official = t.you?.role === 'organizer' || t.you?.role === 'referee';
  return (
    <article className="panel game-card" data-testid={`game-${g.game}`}>
      <h3>Game {g.game}</h3>
      <p>{nameOf(t, m.a)}: {g.armies[m.a]} · {nameOf(t, m.b)}: {g.armies[m.b]}</p>
      <p data-testid="game-result"><strong>{resultText(t, g.result, m.a, m.b)}</strong>{g.source && <span className="small"> ({SOURCE[g.source]})</span>}</p>
      {g.roomResult && g.source !== 'room' && <p className="small">The room recorded: {resultText(t, g.roomResult, m.a, m.b)}</p>}
      {g.report && <p>Reported by {nameOf(t, g.report.by)}, waiting for the opponent: {resultText(t, g.report.result, m.a, m.b)}</p>}
      <p className="small">
        Game room {g.gameId}{g.finishedInRoom ? ' (over)' : ''}
        {(g.finishedInRoom || official) && <> · log: <a href={logHref(g.log.text, token, official)}>text</a> · <a href={logHref(g.log.json, token, official)}>JSON</a></>}
      </p>
      {(player || official) && (
        <p>
          <button type="button" disabled={busy} onClick={() => void run(async () => setLinks(await tournamentApi.links(t.id, token, m.id, g.game)))}>
            {official ? 'Seat and referee links' : 'My seat link'}
          </button>
        </p>
      )}
      {links && (
        <ul className="links" data-testid="seat-links">
          {links.seats.map((s) => {
            // Who plays the seat (the entrant on its army this game) and its roles in words; the id small after.
            const entrant = Object.keys(links.armies).find((e) => links.armies[e] === s.army);
            const who = `${entrant ? `${nameOf(t, entrant)}, ` : ''}${rolesText(s.roles as Role[])}`;
            return <li key={s.seatId}>{who} <span className="small seat-id">({s.seatId})</span>: <CopyLink url={s.url} label={who} /></li>;
          })}
          {links.referee && <li>Referee (review, replay): <CopyLink url={links.referee} label="game referee" /></li>}
        </ul>
      )}
      {player && !g.result && (
        <details>
          <summary>Report this game by hand (played elsewhere)</summary>
          <ResultForm t={t} match={m} label={`Report game ${g.game}`} needReason={false} busy={busy} onSubmit={(r) => void run(() => tournamentApi.report(t.id, token, m.id, g.game, r))} />
        </details>
      )}
      {player && g.report && g.report.by !== me && (
        // The button confirms the report shown above, by its audit-trail entry: if the reporter
        // changed it meanwhile, the server refuses (result/report_changed) and the new one shows.
        <ConfirmReport seq={g.report.seq} text={resultText(t, g.report.result, m.a, m.b)} busy={busy} onConfirm={(seq) => void run(() => tournamentApi.confirm(t.id, token, m.id, g.game, seq))} />
      )}
      {player && (
        <details>
          <summary>Open a dispute on this game</summary>
          <textarea aria-label={`Dispute on game ${g.game}`} rows={3} value={dispute} onChange={(e) => setDispute(e.target.value)} />
          <button type="button" disabled={busy} onClick={() => void run(async () => { await tournamentApi.openDispute(t.id, token, m.id, g.game, dispute); setDispute(''); })}>Open dispute</button>
        </details>
      )}
      {official && (
        <details>
          <summary>Set the result (forfeit, missed deadline, correction)</summary>
          <ResultForm t={t} match={m} label={`Set game ${g.game}`} needReason busy={busy} onSubmit={(r, reason) => void run(() => tournamentApi.setResult(t.id, token, m.id, g.game, r, reason))} />
        </details>
      )}
      {g.disputes.length > 0 && <p className="small">Disputes: {g.disputes.map((d) => `${d} (${t.disputes.find((x) => x.id === d)?.status})`).join(', ')}</p>}
      <Refusal error={error} />
    </article>
  );
}

export function MatchReport({ t, token, matchId, reload }: { t: Tournament; token: string | null; matchId: string; reload: () => void }) {
  const m = t.matches.find((x) => x.id === matchId);
  if (!m) return <section className="panel"><p className="error"><code>match/unknown</code> There is no match {matchId}.</p></section>;
  return (
    <section aria-labelledby="match-h" data-testid="match-report">
      <h2 id="match-h">{m.stage === 'swiss' ? `Round ${m.round}, table ${m.table}` : m.bracketMatch}: {nameOf(t, m.a)} v {nameOf(t, m.b)}</h2>
      {m.points && <p data-testid="match-points">Match points: {nameOf(t, m.a)} {m.points[m.a]}, {nameOf(t, m.b)} {m.points[m.b]}</p>}
      <MatchSchedule t={t} token={token} m={m} reload={reload} />
      <div className="games">
        {m.games.map((g) => <GameCard key={g.game} t={t} token={token} m={m} g={g} reload={reload} />)}
      </div>
    </section>
  );
}

function ConfirmReport({ seq, text, busy, onConfirm }: { seq: number; text: string; busy: boolean; onConfirm: (seq: number) => void }) {
  return (
    <button type="button" className="primary" disabled={busy} title={`Confirms report entry ${seq}: ${text}`} onClick={() => onConfirm(seq)}>
      Confirm this report: {text}
    </button>
  );
}
