// The client's two pages: the start page, or a game when the URL names one
// (`/?game=<id>&token=<invite token>`).
import { GamePage } from './game/GamePage.js';
import { StartPage } from './start/StartPage.js';

export function App() {
  const params = new URLSearchParams(location.search);
  const game = params.get('game');
  const token = params.get('token');
  if (game && token) return <GamePage gameId={game} token={token} />;
  return <StartPage />;
}
