// The client's pages: the start page, a game when the URL names one
// (`/?game=<id>&token=<invite token>`), the list of tournaments (`/?tournaments`), a
// tournament's pages (`/?tournament=…`), or the rules reference (`/?rules`). The tournament
// pages and the rules reference load on demand, so a seat's first load is the table alone.
import { lazy, Suspense, type ReactNode } from 'react';
import { GamePage } from './game/GamePage.js';
import { StartPage } from './start/StartPage.js';

const NewTournamentPage = lazy(() => import('./tournament/NewTournamentPage.js').then((m) => ({ default: m.NewTournamentPage })));
const TournamentListPage = lazy(() => import('./tournament/TournamentListPage.js').then((m) => ({ default: m.TournamentListPage })));
const TournamentPage = lazy(() => import('./tournament/TournamentPage.js').then((m) => ({ default: m.TournamentPage })));
const RulesPage = lazy(() => import('./rules/RulesReference.js').then((m) => ({ default: m.RulesPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<main className="loading"><p>Loading…</p></main>}>{children}</Suspense>;
}

/** A game link cut short (its token lost in copying): say so, and where to go. */
function MissingToken({ gameId }: { gameId: string }) {
  return (
    <main className="loading" data-testid="missing-token">
      <h1>This game link has no seat token</h1>
      <p role="alert">
        The link names game <code>{gameId}</code> but not the token that says which seat is yours, so the referee cannot seat you. Ask
        the player who created the game (or your tournament&apos;s organizer) for your seat&apos;s whole link, or open the game&apos;s
        spectator link.
      </p>
      <p><a href="/">Go to the start page</a> · <a href="/?tournaments">Tournaments</a></p>
    </main>
  );
}

export function App() {
  const params = new URLSearchParams(location.search);
  const game = params.get('game');
  const token = params.get('token');
  if (game && token) return <GamePage key={`${game}:${token}`} gameId={game} token={token} />;
  if (game) return <MissingToken gameId={game} />;
  if (params.has('tournaments')) return <Loading><TournamentListPage /></Loading>;
  if (params.has('rules')) return <Loading><RulesPage /></Loading>;
  const tournament = params.get('tournament'); // /?tournament=new, or /?tournament=<id>[&token=…][&match=…]
  if (tournament === 'new') return <Loading><NewTournamentPage /></Loading>;
  if (tournament) return <Loading><TournamentPage id={tournament} token={token} match={params.get('match')} /></Loading>;
  return <StartPage />;
}
