// One card of the Overall Commander's hand: its name and text, and what he may do with it
// now (epic-ancients-rules.txt, "Field Command Cards", "Army Command Cards"). Each action is
// enabled or disabled from the engine's options, with the rule's reason.
import { useState } from 'react';
import { SECTIONS, type Section } from '../../../engine/board/hex.js';
import { cardDef } from '../../../engine/cards/catalog.js';
import { counterAttackKind } from '../../../engine/rules/plays.js';
import type { Allocation, GameCommand } from '../../../engine/commands.js';
import type { CardView } from '../../../engine/view.js';
import { choiceOf, type Choice, type SeatOptions } from '../game/options.js';
import { listText, SECTION_NAMES } from '../game/labels.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';

type Send = (command: GameCommand, what: string) => void;

const SPANS: Section[][] = [['left'], ['center'], ['right'], ['left', 'center'], ['center', 'right'], ['left', 'center', 'right']];
const spanName = (sections: Section[]) => sections.map((s) => SECTION_NAMES[s]).join(' + ');
const sameSections = (a: Section[] | undefined, b: Section[]) => !!a && a.length === b.length && a.every((s) => b.includes(s));

function even(total: number): Allocation {
  const each = Math.floor(total / 3);
  return { left: each, center: total - 2 * each, right: each };
}

/** The allocation being edited: an even split of the current Army Command until the Overall
 *  Commander changes it (the hand, and so Army Command, changes from turn to turn). */
function useAllocation(armyCommand: number): [Allocation, (a: Allocation) => void] {
  const [edited, setEdited] = useState<Allocation | null>(null);
  return [edited ?? even(armyCommand), setEdited];
}

export function AllocationForm({ value, onChange, total, idPrefix }: { value: Allocation; onChange(a: Allocation): void; total: number; idPrefix: string }) {
  const used = value.left + value.center + value.right;
  return (
    <fieldset className="allocation">
      <legend>Allocate the orders: Army Command {total} (used {used})</legend>
      {SECTIONS.map((s) => (
        <label key={s}>
          {SECTION_NAMES[s]}{' '}
          <input type="number" min={0} max={total} value={value[s]} data-testid={`${idPrefix}-${s}`} onChange={(e) => onChange({ ...value, [s]: Math.max(0, Math.floor(Number(e.target.value)) || 0) })} />
        </label>
      ))}
    </fieldset>
  );
}

export interface SpanChoices {
  /** Every span the card itself may reach, with what the rules say to it now. */
  choices: { sections: Section[]; choice: Choice }[];
  /** The spans he may issue it to now: the only ones shown as buttons. */
  open: { sections: Section[]; choice: Choice }[];
  /** The refused spans, one entry per reason, told under the buttons. */
  refused: { code: string; message: string; spans: Section[][] }[];
}

/** The spans a one-section or span Field card may be issued to (epic-ancients-rules.txt,
 *  "Field Command Card List"): the spans its own reach allows (Inspired Leadership must
 *  include its section, so the others are never offered, not even disabled), split into
 *  those allowed now and those refused, grouped by the referee's reason. */
export function spanChoices(card: CardView, opts: SeatOptions): SpanChoices {
  const def = cardDef(card.kind);
  const reach = def.class === 'field' ? def.reach : null;
  const spans = !reach || reach.kind === 'section' || reach.kind === 'fixed' ? [] : reach.kind === 'one-section' ? SPANS.slice(0, 3) : SPANS.filter((s) => s.length <= reach.maxSections && (!reach.mustInclude || s.includes(reach.mustInclude)));
  const choices = spans.map((sections) => ({ sections, choice: opts.pick((c) => c.type === 'IssueFieldCard' && c.cardId === card.id && !c.copy && sameSections(c.sections, sections)) }));
  const refused = new Map<string, { code: string; message: string; spans: Section[][] }>();
  for (const c of choices) {
    const r = c.choice.reason;
    if (c.choice.allowed.length > 0 || !r) continue;
    const group = refused.get(r.code) ?? { code: r.code, message: r.message, spans: [] };
    group.spans.push(c.sections);
    refused.set(r.code, group);
  }
  return { choices, open: choices.filter((c) => c.choice.allowed.length > 0), refused: [...refused.values()] };
}

function FieldActions({ view, card, opts, send }: { view: ClientView; card: CardView; opts: SeatOptions; send: Send }) {
  const def = cardDef(card.kind);
  if (def.class !== 'field') return null;
  const issue = (sections: Section[]) => send({ type: 'IssueFieldCard', cardId: card.id, sections }, `Issue ${card.name} to ${spanName(sections)}`);
  const reach = def.reach;
  if (reach.kind === 'section' || reach.kind === 'fixed') {
    const sections = reach.kind === 'section' ? [reach.section] : reach.sections;
    const pairing = reach.kind === 'section' && view.turnState.plays.some((p) => p.kind === card.kind && !p.inspired && p.sections[0] === reach.section);
    const label = reach.kind === 'section' ? `Give to the ${SECTION_NAMES[reach.section]} Field General${pairing ? ' (Inspired pair)' : ''}` : `Issue to ${spanName(sections)} (counts ${sections.length})`;
    return (
      <Action choice={opts.pick((c) => c.type === 'IssueFieldCard' && c.cardId === card.id && !c.copy)} onClick={() => issue(sections)} testId={`issue-${card.id}`}>
        {label}
      </Action>
    );
  }
  const { choices, open, refused } = spanChoices(card, opts);
  if (open.length === 0) {
    // Every form is refused: one disabled button with the reason of the simplest form.
    return (
      <Action choice={choices[0]!.choice} onClick={() => {}} testId={`issue-${card.id}`}>
        Issue
      </Action>
    );
  }
  return (
    <div className="spans" role="group" aria-label={`Issue ${card.name} to`}>
      <span className="small">Issue to: </span>
      {open.map(({ sections, choice }) => (
        <Action key={sections.join('-')} choice={choice} onClick={() => issue(sections)} testId={`issue-${card.id}-${sections.join('-')}`}>
          {spanName(sections)}{sections.length > 1 ? ` (counts ${sections.length})` : ''}
        </Action>
      ))}
      {refused.map((g) => (
        <p key={g.code} className="small why-not" data-testid={`not-${card.id}`} data-code={g.code}>
          Not to {listText(g.spans.map(spanName), 'or')}: {g.message}
        </p>
      ))}
    </div>
  );
}

function CounterAttackActions({ view, card, opts, send }: { view: ClientView; card: CardView; opts: SeatOptions; send: Send }) {
  const opponent = view.me?.army === 'north' ? 'south' : 'north';
  const plays = view.armies[opponent].lastTurnPlays;
  const [copy, setCopy] = useState(0);
  const [allocation, setAllocation] = useAllocation(view.hand?.length ?? 0);
  const mine = (c: GameCommand) => (c.type === 'IssueFieldCard' || c.type === 'PlayArmyCard') && c.cardId === card.id;
  if (plays.length === 0) {
    const none = opts.pick(mine);
    return <p className="why">{none.reason?.message ?? 'Nothing to copy: the other army has not played a turn yet.'}</p>;
  }
  const copied = plays[copy];
  // Left and right swap for section cards and Inspired Leadership (command-deck.md, Counter Attack).
  const copiedDef = copied ? cardDef(counterAttackKind(copied.kind)) : null;
  const fieldForms = opts.list.filter((o) => o.command.type === 'IssueFieldCard' && o.command.cardId === card.id && o.command.copy?.play === copy);
  const armyTemplate = opts.pick((c) => c.type === 'PlayArmyCard' && c.cardId === card.id && c.copy?.play === copy);
  const armyCommand: GameCommand = { type: 'PlayArmyCard', cardId: card.id, copy: { play: copy }, ...(copiedDef?.class === 'army' && copiedDef.effect.kind === 'order' ? { allocation } : {}) };
  return (
    <div className="counter-attack">
      <label>
        Copy{' '}
        <select value={copy} onChange={(e) => setCopy(Number(e.target.value))} data-testid={`copy-${card.id}`}>
          {plays.map((p, i) => (
            <option key={i} value={i}>{p.name}{p.sections.length ? ` (${spanName(p.sections)})` : ''}</option>
          ))}
        </select>
      </label>
      {copiedDef?.class === 'field' ? (
        <div className="spans">
          {(fieldForms.some((o) => o.allowed) ? fieldForms.filter((o) => o.allowed) : fieldForms.slice(0, 1)).map((o, i) => {
            const c = o.command as Extract<GameCommand, { type: 'IssueFieldCard' }>;
            return (
              <Action key={i} choice={o.allowed ? { allowed: [c], reason: null } : { allowed: [], reason: o.rejection ?? null }} why="focus" onClick={() => send(c, `Issue ${card.name}`)}>
                As {copiedDef.name} to {spanName(c.sections ?? [])}
              </Action>
            );
          })}
        </div>
      ) : (
        <>
          {copiedDef?.class === 'army' && copiedDef.effect.kind === 'order' && <AllocationForm value={allocation} onChange={setAllocation} total={view.hand?.length ?? 0} idPrefix={`alloc-${card.id}`} />}
          <Action choice={armyTemplate.allowed.length ? choiceOf(armyCommand, opts.check(armyCommand)) : armyTemplate} onClick={() => send(armyCommand, `Play ${card.name}`)}>
            Play as {copiedDef?.name ?? 'the copied card'}
          </Action>
        </>
      )}
    </div>
  );
}

function ArmyActions({ view, card, opts, send }: { view: ClientView; card: CardView; opts: SeatOptions; send: Send }) {
  const def = cardDef(card.kind);
  const armyCommand = view.hand?.length ?? 0;
  const [allocation, setAllocation] = useAllocation(armyCommand);
  if (def.class !== 'army') return null;
  const template = opts.pick((c) => c.type === 'PlayArmyCard' && c.cardId === card.id);
  if (def.effect.kind === 'reaction') return <p className="small">A reaction: offered in the other army&apos;s battle step, when one of your units is attacked in close combat.</p>;
  if (def.effect.kind === 'copy') return <CounterAttackActions view={view} card={card} opts={opts} send={send} />;
  if (def.effect.kind === 'dice') {
    return (
      <Action choice={template} onClick={() => send({ type: 'PlayArmyCard', cardId: card.id }, `Play ${card.name}`)} testId={`play-${card.id}`}>
        Play: roll {armyCommand} dice (Army Command)
      </Action>
    );
  }
  const command: GameCommand = { type: 'PlayArmyCard', cardId: card.id, allocation };
  return (
    <>
      {template.allowed.length > 0 && <AllocationForm value={allocation} onChange={setAllocation} total={armyCommand} idPrefix={`alloc-${card.id}`} />}
      <Action choice={template.allowed.length ? choiceOf(command, opts.check(command)) : template} onClick={() => send(command, `Play ${card.name}`)} testId={`play-${card.id}`}>
        Play with Army Command {armyCommand}
      </Action>
    </>
  );
}

export function HandCard({ view, card, opts, canAct, fresh, send }: { view: ClientView; card: CardView; opts: SeatOptions; canAct: boolean; fresh: boolean; send: Send }) {
  const field = card.cardClass === 'field';
  return (
    <li
      className={`card card-${card.cardClass}${fresh ? ' fresh' : ''}`}
      data-card-id={card.id}
      draggable={canAct && field}
      onDragStart={(e) => {
        e.dataTransfer.setData('application/x-epic-card', card.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="card-head">
        <strong>{card.name}</strong>
        <span>
          {fresh && <span className="tag new">new</span>} <span className="tag">{field ? 'Field' : 'Army'}</span>
        </span>
      </div>
      <p className="card-text">{card.text}</p>
      {canAct && (field ? <FieldActions view={view} card={card} opts={opts} send={send} /> : <ArmyActions view={view} card={card} opts={opts} send={send} />)}
    </li>
  );
}
