// The Overall Commander: his hand with the card texts and what each card may do now, his
// Field Generals with the cards they hold (drop a Field card on a general to issue it), the
// visit to the front, his Command number and the draw (epic-ancients-rules.txt, "Game Turn",
// "Draw new Command cards").
import { useEffect, useRef, useState } from 'react';
import { SECTIONS, type Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { turnDrawCount } from '../../../engine/decide/draw.js';
import type { SeatOptions } from '../game/options.js';
import { SECTION_NAMES, seatName } from '../game/labels.js';
import { fgRole, isConnected, isMyTurn } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import { HandCard } from './HandCard.js';
import { PlaysList } from './PlaysList.js';

interface Props {
  view: ClientView;
  opts: SeatOptions;
  send(command: GameCommand, what: string): void;
}

/** The cards that arrived since the turn changed (the draw, or a First Strike replacement). */
function useFreshCards(view: ClientView): string[] {
  const ids = (view.hand ?? []).map((c) => c.id);
  const key = ids.join(',');
  const last = useRef<{ turn: number; hand: string[] } | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  useEffect(() => {
    const prev = last.current;
    if (prev && prev.turn !== view.turn) setFresh(ids.filter((id) => !prev.hand.includes(id)));
    last.current = { turn: view.turn, hand: ids };
  }, [view.turn, key]);
  return fresh;
}

function Generals({ view, opts, send, canAct, chosen }: Props & { canAct: boolean; chosen: Section | '' }) {
  const [over, setOver] = useState<Section | null>(null);
  const army = view.me?.army;
  const drop = (section: Section, cardId: string) => {
    // Issue the dropped card to this general: the form the rules allow, or the plain one (the
    // referee then says why not).
    const forms = opts.list
      .filter((o) => o.allowed && o.command.type === 'IssueFieldCard' && o.command.cardId === cardId && !o.command.copy && o.command.sections?.includes(section))
      .map((o) => o.command as Extract<GameCommand, { type: 'IssueFieldCard' }>)
      .sort((a, b) => (a.sections?.length ?? 0) - (b.sections?.length ?? 0));
    const command: GameCommand = forms[0] ?? { type: 'IssueFieldCard', cardId, sections: [section] };
    // Named by the card, never its internal id (a refusal repeats this to the player).
    const name = view.hand?.find((c) => c.id === cardId)?.name ?? 'the card';
    send(command, `Issue ${name} to the ${SECTION_NAMES[section]} Field General`);
  };
  return (
    <div className="generals" role="list" aria-label="Your Field Generals">
      {SECTIONS.map((s) => {
        const seat = view.seats.find((x) => x.army === army && x.roles.includes(fgRole(s)));
        const online = isConnected(view, seat?.id);
        // His own section (four and two players): no visit, no talk with himself.
        const himself = !!seat && seat.id === view.me?.id;
        const plays = isMyTurn(view) ? view.turnState.plays.filter((p) => p.sections.includes(s)) : [];
        const visiting = !himself && (view.turnState.visit === s || view.turnState.visit === 'all');
        return (
          <div
            key={s}
            role="listitem"
            className={`general${over === s ? ' drop-over' : ''}${(visiting && isMyTurn(view) && view.phase !== 'command') || (canAct && chosen === s) ? ' visiting' : ''}`}
            data-testid={`general-${s}`}
            onDragOver={(e) => {
              if (!canAct) return;
              e.preventDefault();
              setOver(s);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const id = e.dataTransfer.getData('application/x-epic-card');
              if (canAct && id) drop(s, id);
            }}
          >
            <div className="general-head">
              <strong>{SECTION_NAMES[s]}</strong>{' '}
              {himself ? (
                <span className="small">You</span>
              ) : (
                <span className="small">
                  <span className={online ? 'dot on' : 'dot off'} aria-hidden="true" /> {seat ? seatName(seat, view) : ''} · {online ? 'connected' : 'not connected'}
                </span>
              )}
            </div>
            {plays.length === 0 ? (
              <p className="small">{canAct ? 'No card yet: drop one here' : 'No card'}</p>
            ) : (
              <ul className="held">
                {plays.map((p, i) => (
                  <li key={i}>{p.name}{p.inspired ? ' ×2 (Inspired)' : ''}</li>
                ))}
              </ul>
            )}
            {visiting && isMyTurn(view) && view.phase !== 'command' && <p className="small visit-note">Visiting: you may talk</p>}
            {canAct && chosen === s && <p className="small visit-note">You will visit him</p>}
          </div>
        );
      })}
    </div>
  );
}

export function CommanderPanel({ view, opts, send }: Props) {
  const [visit, setVisit] = useState<Section | ''>('');
  // Each turn starts with no visit chosen: last turn's would be sent unasked.
  useEffect(() => setVisit(''), [view.turn]);
  const mine = isMyTurn(view);
  // The generals he may visit: those held by another player (visiting himself talks to no one).
  const visitable = SECTIONS.filter((s) => view.seats.some((x) => x.army === view.me?.army && x.id !== view.me?.id && x.roles.includes(fgRole(s))));
  const canAct = mine && view.phase === 'command';
  const hand = view.hand ?? [];
  const fresh = useFreshCards(view);
  const army = view.me ? view.armies[view.me.army] : null;
  const complete: GameCommand = { type: 'CompleteCommandStep', visit: visit || null };
  const completeChoice = opts.pick((c) => c.type === 'CompleteCommandStep' && c.visit === (visit || null));
  const draw = army ? turnDrawCount(hand.length, army.commandNumber) : 0;
  // When no card of the hand may be played any more, say why once instead of on every card.
  const cardOptions = opts.list.filter((o) => o.command.type === 'IssueFieldCard' || o.command.type === 'PlayArmyCard');
  const anyPlayable = cardOptions.some((o) => o.allowed);
  const firstPerCard = new Map<string, string>();
  for (const o of cardOptions) {
    const id = (o.command as { cardId: string }).cardId;
    if (!firstPerCard.has(id) && o.rejection) firstPerCard.set(id, o.rejection.message);
  }
  const reasons = [...new Set(firstPerCard.values())];
  return (
    <section className="panel commander" aria-labelledby="oc-h">
      <h2 id="oc-h">Overall Commander — your hand</h2>
      {army && (
        <p className="numbers" data-testid="command-numbers">
          Hand <strong data-testid="hand-count">{hand.length}</strong> · Command card number <strong>{army.commandNumber}</strong>
          {mine && view.phase !== 'command' && view.phase !== 'gameOver' && <> · at the end of this turn you draw <strong data-testid="draw-count">{draw}</strong> (two, never above {army.commandNumber})</>}
          {canAct && <> · an Army card now has Army Command <strong>{hand.length}</strong></>}
        </p>
      )}
      {canAct ? (
        <p className="prompt">Your command step: issue up to three Field cards (click, or drag a card onto a general), or play one Army card.</p>
      ) : (
        <p className="small" data-testid="oc-status">{view.winner ? 'The game is over.' : mine ? (view.phase === 'command' ? '' : 'Your cards are issued; your Field Generals act now.') : "The other army's turn."}</p>
      )}
      <Generals view={view} opts={opts} send={send} canAct={canAct} chosen={visit} />
      {fresh.length > 0 && <p className="small" data-testid="drawn">Drawn since the last turn: {fresh.length} card{fresh.length > 1 ? 's' : ''} (marked new).</p>}
      {canAct && !anyPlayable && cardOptions.length > 0 && (
        <div className="why" role="note" data-testid="no-card-playable">
          No other card may be played this turn:
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="hand" data-testid="hand">
        {hand.map((c) => (
          <HandCard key={c.id} view={view} card={c} opts={opts} canAct={canAct && anyPlayable} fresh={fresh.includes(c.id)} send={send} />
        ))}
      </ul>
      {mine && <PlaysList view={view} title="Played this turn" />}
      {canAct && (
        <fieldset className="complete">
          <legend>Complete the command step</legend>
          {visitable.length > 0 && (
            <>
              <label>
                Visit the front with{' '}
                <select value={visit} onChange={(e) => setVisit(e.target.value as Section | '')} data-testid="visit">
                  <option value="">nobody</option>
                  {visitable.map((s) => (
                    <option key={s} value={s}>the {SECTION_NAMES[s]} Field General</option>
                  ))}
                </select>
              </label>{' '}
            </>
          )}
          <Action choice={completeChoice} onClick={() => send(complete, 'Complete command step')} testId="complete-command">
            Complete command step
          </Action>
          {visitable.length > 0 && <p className="small">The others receive their cards by courier: you talk only with the general you visit.</p>}
        </fieldset>
      )}
    </section>
  );
}
