// The Overall Commander: his hand (names and texts), issuing Field cards (with the sections
// for cards that choose them), playing an Army card (with its allocation), and completing
// the command step with the visit to the front.
import { useState } from 'react';
import { SECTIONS, type Section } from '../../../engine/board/hex.js';
import { cardDef } from '../../../engine/cards/catalog.js';
import type { Allocation, GameCommand } from '../../../engine/commands.js';
import type { CardView } from '../../../engine/view.js';
import type { ClientView } from '../game/view.js';
import { SECTION_NAMES } from '../game/labels.js';
import { isMyTurn } from '../game/seat.js';
import { PlaysList } from './PlaysList.js';

interface Props {
  view: ClientView;
  send(command: GameCommand, what: string): void;
}

function defaultAllocation(total: number): Allocation {
  const each = Math.floor(total / 3);
  return { left: each, center: total - 2 * each, right: each };
}

function SectionChoice({ card, value, onChange }: { card: CardView; value: Section[]; onChange(v: Section[]): void }) {
  const def = cardDef(card.kind);
  if (def.class !== 'field') return null;
  const reach = def.reach;
  if (reach.kind === 'section') return <p className="small">Goes to the {SECTION_NAMES[reach.section]} Field General.</p>;
  if (reach.kind === 'fixed') return <p className="small">Goes to: {reach.sections.map((s) => SECTION_NAMES[s]).join(', ')}.</p>;
  const single = reach.kind === 'one-section';
  return (
    <fieldset className="sections">
      <legend>{single ? 'Section' : `Sections (up to ${reach.maxSections}, adjacent, with Center if more than one)`}</legend>
      {SECTIONS.map((s) => (
        <label key={s}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={`sections-${card.id}`}
            value={s}
            checked={value.includes(s)}
            onChange={(e) => onChange(single ? [s] : e.target.checked ? [...value, s].sort((a, b) => SECTIONS.indexOf(a) - SECTIONS.indexOf(b)) : value.filter((x) => x !== s))}
          />
          {SECTION_NAMES[s]}
        </label>
      ))}
    </fieldset>
  );
}

function AllocationForm({ value, onChange, total }: { value: Allocation; onChange(a: Allocation): void; total: number }) {
  return (
    <fieldset className="allocation">
      <legend>Allocation (Army Command {total})</legend>
      {SECTIONS.map((s) => (
        <label key={s}>
          {SECTION_NAMES[s]}{' '}
          <input type="number" min={0} max={total} value={value[s]} onChange={(e) => onChange({ ...value, [s]: Math.max(0, Number(e.target.value) || 0) })} />
        </label>
      ))}
    </fieldset>
  );
}

function CardItem({ view, card, canAct, send }: { view: ClientView; card: CardView; canAct: boolean; send: Props['send'] }) {
  const def = cardDef(card.kind);
  const armyCommand = view.hand?.length ?? 0;
  const [sections, setSections] = useState<Section[]>(def.class === 'field' && def.reach.kind === 'span' && def.reach.mustInclude ? [def.reach.mustInclude] : []);
  const [allocation, setAllocation] = useState<Allocation>(defaultAllocation(armyCommand));
  const opponent = view.me?.army === 'north' ? 'south' : 'north';
  const lastPlays = view.armies[opponent].lastTurnPlays;
  const [copy, setCopy] = useState(0);
  const needsSections = def.class === 'field' && (def.reach.kind === 'span' || def.reach.kind === 'one-section');
  const issue = (extra: Partial<Extract<GameCommand, { type: 'IssueFieldCard' }>> = {}) =>
    send({ type: 'IssueFieldCard', cardId: card.id, ...(needsSections ? { sections } : {}), ...extra }, `Issue ${card.name}`);
  const play = (extra: Partial<Extract<GameCommand, { type: 'PlayArmyCard' }>> = {}) => send({ type: 'PlayArmyCard', cardId: card.id, ...extra }, `Play ${card.name}`);
  return (
    <li className={`card card-${card.cardClass}`} data-card-id={card.id}>
      <div className="card-head">
        <strong>{card.name}</strong> <span className="tag">{card.cardClass === 'field' ? 'Field' : 'Army'}</span>
      </div>
      <p className="card-text">{card.text}</p>
      {canAct && def.class === 'field' && (
        <>
          <SectionChoice card={card} value={sections} onChange={setSections} />
          <button type="button" onClick={() => issue()}>Issue</button>
        </>
      )}
      {canAct && def.class === 'army' && def.effect.kind === 'order' && (
        <>
          <AllocationForm value={allocation} onChange={setAllocation} total={armyCommand} />
          <button type="button" onClick={() => play({ allocation })}>Play Army card</button>
        </>
      )}
      {canAct && def.class === 'army' && def.effect.kind === 'dice' && (
        <button type="button" onClick={() => play()}>Play (roll {armyCommand} dice)</button>
      )}
      {canAct && def.class === 'army' && def.effect.kind === 'copy' && (
        lastPlays.length === 0 ? (
          <p className="small">Nothing to copy: the other army played no card last turn.</p>
        ) : (
          <>
            <label>
              Copy{' '}
              <select value={copy} onChange={(e) => setCopy(Number(e.target.value))}>
                {lastPlays.map((p, i) => (
                  <option key={i} value={i}>{p.name} ({p.sections.map((s) => SECTION_NAMES[s]).join(', ')})</option>
                ))}
              </select>
            </label>
            <AllocationForm value={allocation} onChange={setAllocation} total={armyCommand} />
            <button type="button" onClick={() => issue({ copy: { play: copy } })}>Issue as Field card</button>{' '}
            <button type="button" onClick={() => play({ copy: { play: copy }, allocation })}>Play as Army card</button>
          </>
        )
      )}
      {canAct && def.class === 'army' && def.effect.kind === 'reaction' && <p className="small">Played in the other army&apos;s battle step, when one of your units is attacked in close combat.</p>}
    </li>
  );
}

export function CommanderPanel({ view, send }: Props) {
  const [visit, setVisit] = useState<Section | ''>('');
  const canAct = isMyTurn(view) && view.phase === 'command';
  const hand = view.hand ?? [];
  return (
    <section className="panel commander" aria-labelledby="oc-h">
      <h2 id="oc-h">Overall Commander — your hand ({hand.length})</h2>
      {canAct ? (
        <p className="prompt">Your command step: issue up to three Field cards, or play one Army card.</p>
      ) : (
        <p className="small">{isMyTurn(view) ? 'Your cards are issued; your Field Generals act now.' : "The other army's turn."}</p>
      )}
      <ul className="hand" data-testid="hand">
        {hand.map((c) => (
          <CardItem key={c.id} view={view} card={c} canAct={canAct} send={send} />
        ))}
      </ul>
      {isMyTurn(view) && <PlaysList view={view} title="Played this turn" />}
      {canAct && (
        <fieldset className="complete">
          <legend>Complete the command step</legend>
          <label>
            Visit the front with{' '}
            <select value={visit} onChange={(e) => setVisit(e.target.value as Section | '')} data-testid="visit">
              <option value="">nobody</option>
              {SECTIONS.map((s) => (
                <option key={s} value={s}>the {SECTION_NAMES[s]} Field General</option>
              ))}
            </select>
          </label>{' '}
          <button type="button" onClick={() => send({ type: 'CompleteCommandStep', visit: visit || null }, 'Complete command step')}>
            Complete command step
          </button>
        </fieldset>
      )}
    </section>
  );
}
