// The end of the game for the players: who won, the revealed seed, and the referee's own seed
// check and log download, which the room opens to every seat once the game is over
// (server/rooms/epic-room.ts: `verify` and `export`). Spectators are told that the log is the
// players' and the referee's: the room refuses them both (verify/not_yet, export/not_yet).
import type { GameConnection } from '../game/connection.js';
import { armyLabel } from '../game/labels.js';
import type { ClientView } from '../game/view.js';
import { LogDownload, SeedCheck } from '../referee/index.js';

export function GameOver({ view, conn }: { view: ClientView; conn: GameConnection }) {
  const winner = view.winner;
  const you = conn.welcome?.you;
  if (!winner || !you || you.kind === 'referee') return null; // the referee's desk has both already
  return (
    <>
      <section className="panel game-over" aria-labelledby="game-over-h" data-testid="game-over">
        <h2 id="game-over-h">The game is over</h2>
        <p>
          <strong>{view.armies[winner].name}</strong> ({armyLabel(winner)}) won, {view.armies[winner].banners} Victory Banner{view.armies[winner].banners === 1 ? '' : 's'} to {view.armies[winner === 'south' ? 'north' : 'south'].banners}.
        </p>
        {view.seedRevealed && (
          <p className="small">
            The seed, revealed now: <code className="hash" data-testid="seed-revealed">{view.seedRevealed}</code>
          </p>
        )}
        {you.kind === 'seat' ? (
          <LogDownload ask={conn.ask} gameId={conn.welcome?.gameId ?? 'game'} />
        ) : (
          <p className="small" data-testid="game-over-spectator">The log and its seed check are open to this game&apos;s players and referees.</p>
        )}
      </section>
      {you.kind === 'seat' && <SeedCheck ask={conn.ask} seedHash={conn.welcome?.seedHash ?? ''} receipt={conn.receipt} />}
    </>
  );
}
