// The defending Overall Commander's First Strike prompt (epic-ancients-rules.txt, "Special
// Army Command Cards"): for each close combat waiting in the First Strike window, play the
// card (his unit battles first with two additional dice) or decline. By default the window
// opens on every close combat, so the prompt itself reveals nothing about his hand
// (docs/rules-decisions.md, `firstStrikeWindow`).
import { useEffect, useRef, useState } from 'react';
import { SECTIONS, type Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { diceText } from '../../../engine/narrate.js';
import { blocksText, SECTION_NAMES, unitName } from '../game/labels.js';
import { choiceOf, type SeatOptions } from '../game/options.js';
import { isOverallCommander, unitById } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';

interface Props {
  view: ClientView;
  opts: SeatOptions;
  send(command: GameCommand, what: string): void;
}

function Prompt({ view, opts, section, send }: Props & { section: Section }) {
  const battle = view.turnState.battles[section]!;
  const card = (view.hand ?? []).find((c) => c.kind === 'first-strike');
  const a = unitById(view, battle.attackerId);
  const t = unitById(view, battle.targetId);
  const play: GameCommand | null = card ? { type: 'PlayFirstStrike', cardId: card.id, section } : null;
  const playChoice = play ? choiceOf(play, opts.check(play)) : { allowed: [], reason: { code: 'card/not_in_hand', message: 'You hold no First Strike card.' } };
  return (
    <div className="first-strike" data-section={section} data-testid={`first-strike-${section}`}>
      <p className="prompt">
        {SECTION_NAMES[section]} (theirs): {a ? `${a.id} ${unitName(a.type)}` : battle.attackerId} attacks your {t ? `${t.id} ${unitName(t.type)} (${blocksText(t.blocks)})` : battle.targetId} in close combat, {diceText(battle.dice)}.
      </p>
      {card && <span>Your unit battles first with its close combat dice and two more.</span>}{' '}
      <Action choice={playChoice} onClick={() => play && send(play, 'Play First Strike')} testId={`play-first-strike-${section}`}>
        Play First Strike
      </Action>{' '}
      <Action choice={opts.pick((c) => c.type === 'DeclineFirstStrike' && c.section === section)} onClick={() => send({ type: 'DeclineFirstStrike', section }, 'Decline First Strike')} testId={`decline-first-strike-${section}`}>
        Decline
      </Action>
    </div>
  );
}

export function FirstStrikePanel({ view, opts, send }: Props) {
  // His own standing choice: decline every First Strike window for the rest of this turn. The
  // windows still open on every close combat and close as he answers, so the other army learns
  // nothing of his hand; he is spared a click a battle.
  const [declineTurn, setDeclineTurn] = useState<number | null>(null);
  const sent = useRef(new Set<string>());
  const defending = isOverallCommander(view) && !!view.me && view.me.army !== view.activeArmy;
  const waiting = defending ? SECTIONS.filter((s) => view.sectionSteps[s] === 'firstStrikeWindow' && view.turnState.battles[s]) : [];
  const auto = declineTurn === view.turn;
  useEffect(() => {
    if (!auto) return;
    for (const s of waiting) {
      const b = view.turnState.battles[s]!;
      const key = `${view.turn}:${s}:${b.number ?? 0}:${b.attackerId}:${b.targetId}`;
      if (sent.current.has(key)) continue;
      sent.current.add(key);
      send({ type: 'DeclineFirstStrike', section: s }, 'Decline First Strike (declining all this turn)');
    }
  });
  if (!defending || waiting.length === 0) return null;
  return (
    <section className="panel alert-panel" aria-labelledby="fs-h">
      <h2 id="fs-h">First Strike?</h2>
      {waiting.map((s) => (
        <Prompt key={s} view={view} opts={opts} section={s} send={send} />
      ))}
      <label className="small">
        <input type="checkbox" data-testid="decline-first-strike-turn" checked={auto} onChange={(e) => setDeclineTurn(e.target.checked ? view.turn : null)} /> Decline First Strike
        for the rest of this turn without asking me
      </label>
    </section>
  );
}
