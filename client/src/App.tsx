// The client's pages: the start page, a game when the URL names one
// (`/?game=<id>&token=<invite token>`), the list of tournaments (`/?tournaments`), or a
// tournament's pages (`/?tournament=…`), or the rules reference (`/?rules`).
import { GamePage } from './game/GamePage.js';
import { RulesPage } from './rules/RulesReference.js';
import { StartPage } from './start/StartPage.js';
import { NewTournamentPage } from './tournament/NewTournamentPage.js';
import { TournamentListPage } from './tournament/TournamentListPage.js';
import { TournamentPage } from './tournament/TournamentPage.js';

export function App() {
  const params = new URLSearchParams(location.search);
  const game = params.get('game');
  const token = params.get('token');
  if (game && token) return <GamePage key={`${game}:${token}`} gameId={game} token={token} />;
  if (params.has('tournaments')) return <TournamentListPage />;
  if (params.has('rules')) return <RulesPage />;
  const tournament = params.get('tournament'); // /?tournament=new, or /?tournament=<id>[&token=…][&match=…]
  if (tournament === 'new') return <NewTournamentPage />;
  if (tournament) return <TournamentPage id={tournament} token={token} match={params.get('match')} />;
  return <StartPage />;
}
