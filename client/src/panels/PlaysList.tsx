// The plays of this turn the viewer may see, and how many are hidden from him.
import type { ClientView } from '../game/view.js';
import { SECTION_NAMES } from '../game/labels.js';

export function PlaysList({ view, title }: { view: ClientView; title: string }) {
  const ts = view.turnState;
  if (ts.plays.length === 0 && ts.hiddenPlays === 0) return null;
  return (
    <div className="plays">
      <h3>{title}</h3>
      <ul data-testid="plays">
        {ts.plays.map((p, i) => (
          <li key={i} data-play-kind={p.kind}>
            <strong>{p.name}</strong>
            {p.inspired ? ' (Inspired pair)' : ''} → {p.sections.map((s) => SECTION_NAMES[s]).join(', ') || 'all sections'}
          </li>
        ))}
        {ts.hiddenPlays > 0 && <li className="small">{ts.hiddenPlays} card(s) sent to other Field Generals (by courier: hidden from you)</li>}
      </ul>
      {ts.armyCommand !== null && <p className="small">Army Command: {ts.armyCommand}{ts.allocation ? ` — Left ${ts.allocation.left}, Center ${ts.allocation.center}, Right ${ts.allocation.right}` : ''}</p>}
      {ts.dicePool.length > 0 && <p className="small">Dice to use: {ts.dicePool.join(', ')}</p>}
    </div>
  );
}
