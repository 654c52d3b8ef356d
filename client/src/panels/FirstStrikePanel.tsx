// The defending Overall Commander's First Strike prompt: play the card (with his dice) or
// decline, for each battle waiting in the First Strike window.
import { useState } from 'react';
import { SECTIONS, type Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { ClientView } from '../game/view.js';
import { SECTION_NAMES, unitName } from '../game/labels.js';
import { isOverallCommander, unitById } from '../game/seat.js';

interface Props {
  view: ClientView;
  send(command: GameCommand, what: string): void;
}

function Prompt({ view, section, send }: Props & { section: Section }) {
  const battle = view.turnState.battles[section]!;
  const cards = (view.hand ?? []).filter((c) => c.kind === 'first-strike');
  const [dice, setDice] = useState(2);
  const a = unitById(view, battle.attackerId);
  const t = unitById(view, battle.targetId);
  return (
    <div className="first-strike" data-section={section}>
      <p className="prompt">
        {SECTION_NAMES[section]} battle: {a ? `${a.id} ${unitName(a.type)}` : battle.attackerId} attacks your {t ? `${t.id} ${unitName(t.type)}` : battle.targetId} in close combat.
      </p>
      {cards.length > 0 ? (
        <>
          <label>
            Your dice (two are added) <input type="number" min={0} max={8} value={dice} onChange={(e) => setDice(Math.max(0, Number(e.target.value) || 0))} />
          </label>{' '}
          <button type="button" onClick={() => send({ type: 'PlayFirstStrike', cardId: cards[0]!.id, section, dice }, 'Play First Strike')}>Play First Strike</button>{' '}
        </>
      ) : (
        <p className="small">You hold no First Strike card.</p>
      )}
      <button type="button" onClick={() => send({ type: 'DeclineFirstStrike', section }, 'Decline First Strike')}>Decline</button>
    </div>
  );
}

export function FirstStrikePanel({ view, send }: Props) {
  if (!isOverallCommander(view) || !view.me || view.me.army === view.activeArmy) return null;
  const waiting = SECTIONS.filter((s) => view.sectionSteps[s] === 'firstStrikeWindow' && view.turnState.battles[s]);
  if (waiting.length === 0) return null;
  return (
    <section className="panel alert-panel" aria-labelledby="fs-h">
      <h2 id="fs-h">First Strike?</h2>
      {waiting.map((s) => (
        <Prompt key={s} view={view} section={s} send={send} />
      ))}
    </section>
  );
}
