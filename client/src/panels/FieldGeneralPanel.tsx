// A Field General's controls for one section: order units (click them on the board), end
// orders, move (click an ordered unit, then the hexes to enter), end moves, declare battles,
// report outcomes, end battles.
import { useState } from 'react';
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { ClientView } from '../game/view.js';
import { formatPath, parseHexes, type Interaction } from '../game/interaction.js';
import { SECTION_NAMES, STEP_NAMES, unitName } from '../game/labels.js';
import { isMyTurn, unitById } from '../game/seat.js';

interface Props {
  view: ClientView;
  section: Section;
  interaction: Interaction;
  setInteraction(i: Interaction): void;
  send(command: GameCommand, what: string): void;
}

function unitText(view: ClientView, id: string | null): string {
  const u = unitById(view, id);
  return u ? `${u.id} ${unitName(u.type)} (${u.blocks})` : '—';
}

function ReportForm({ view, section, send }: Pick<Props, 'view' | 'section' | 'send'>) {
  const battle = view.turnState.battles[section]!;
  const hitUnit = battle.roller === 'attacker' ? battle.targetId : battle.attackerId;
  const [unitId, setUnitId] = useState(hitUnit);
  const [blocks, setBlocks] = useState(0);
  const [retreat, setRetreat] = useState('');
  const [battleBack, setBattleBack] = useState('');
  const path = parseHexes(retreat);
  const submit = () => {
    if (!path) return;
    const casualties = blocks > 0 || path.length > 0 ? [{ unitId, blocksLost: blocks, ...(path.length ? { retreat: path } : {}) }] : [];
    send({ type: 'ReportBattleOutcome', section, casualties, ...(battleBack !== '' ? { battleBackDice: Number(battleBack) } : {}) }, 'Report battle outcome');
  };
  return (
    <fieldset className="report">
      <legend>Battle outcome</legend>
      <p>
        {unitText(view, battle.attackerId)} attacks {unitText(view, battle.targetId)} with {battle.dice} dice{battle.closeCombat ? ' (close combat)' : ' (ranged)'}.
        {battle.firstStrike ? ` First Strike played (${battle.firstStrike.dice} dice).` : ''}
      </p>
      <p>
        Roll ({battle.roller}): <strong data-testid="faces">{battle.faces.join(', ') || 'not rolled yet'}</strong>
      </p>
      <label>
        Unit hit{' '}
        <select value={unitId} onChange={(e) => setUnitId(e.target.value)}>
          <option value={battle.targetId}>{unitText(view, battle.targetId)}</option>
          <option value={battle.attackerId}>{unitText(view, battle.attackerId)}</option>
        </select>
      </label>
      <label>
        Blocks lost <input type="number" min={0} max={6} value={blocks} onChange={(e) => setBlocks(Math.max(0, Number(e.target.value) || 0))} />
      </label>
      <label>
        Retreat path <input type="text" placeholder="col,row col,row" value={retreat} onChange={(e) => setRetreat(e.target.value)} aria-invalid={!path} />
      </label>
      {battle.roller === 'attacker' && (
        <label>
          Battle back dice <input type="number" min={0} max={6} value={battleBack} placeholder="none" onChange={(e) => setBattleBack(e.target.value)} />
        </label>
      )}
      <button type="button" onClick={submit} disabled={!path}>Report outcome</button>
    </fieldset>
  );
}

export function FieldGeneralPanel({ view, section, interaction, setInteraction, send }: Props) {
  const step = view.sectionSteps[section];
  const ts = view.turnState;
  const mine = isMyTurn(view);
  const [dice, setDice] = useState(3);
  const cards = ts.plays.filter((p) => p.sections.includes(section));
  const ordered = Object.entries(ts.orders).filter(([, o]) => o.section === section).map(([id]) => id);
  const initiative = ts.initiative[section];
  const mover = unitById(view, interaction.selected);
  const moverHere = mover && ts.orders[mover.id]?.section === section;
  const name = SECTION_NAMES[section];
  const enemies = view.units.filter((u) => !u.eliminated && u.army !== view.me?.army);
  return (
    <section className="panel fg" aria-labelledby={`fg-${section}-h`} data-section={section}>
      <h2 id={`fg-${section}-h`}>{name} Field General</h2>
      <p className="small">
        {mine ? (step ? `Your section: ${STEP_NAMES[step]}.` : view.phase === 'command' ? 'Waiting for the Overall Commander to issue cards.' : '') : "The other army's turn."}
      </p>
      {mine && (
        <div className="received">
          <h3>Cards for your section</h3>
          {cards.length === 0 ? (
            <p className="small" data-testid={`no-cards-${section}`}>No card issued to you{ts.hiddenPlays > 0 ? ' (some cards went to other sections)' : ''}.</p>
          ) : (
            <ul data-testid={`cards-${section}`}>
              {cards.map((p, i) => (
                <li key={i} data-play-kind={p.kind}>
                  <strong>{p.name}</strong>{p.inspired ? ' (Inspired pair)' : ''}: <span className="small">{p.cards[0]?.text}</span>
                </li>
              ))}
            </ul>
          )}
          {ts.armyCommand !== null && ts.allocation && <p className="small">Army card: your share is {ts.allocation[section]} unit(s).</p>}
        </div>
      )}
      {mine && ordered.length > 0 && (
        <p data-testid={`ordered-${section}`}>Ordered: {ordered.map((id) => unitText(view, id)).join(', ')}</p>
      )}
      {mine && initiative && (
        <p>Initiative: rolled {initiative.face} → {initiative.outcome}{initiative.resolved ? '' : ' (to apply: click the unit)'}</p>
      )}
      {mine && step === 'ordering' && (
        <div className="controls">
          <p className="prompt">Click a unit of your section on the battlefield to order it.</p>
          <button type="button" onClick={() => send({ type: 'RollInitiative', section }, 'Roll Initiative')}>Roll Initiative</button>{' '}
          <button type="button" onClick={() => send({ type: 'EndOrders', section }, 'End orders')}>End orders</button>
        </div>
      )}
      {mine && step === 'moving' && (
        <div className="controls">
          <p className="prompt">Click an ordered unit, then the hexes it enters, one by one; then Move.</p>
          {moverHere && (
            <p>
              Moving {unitText(view, mover.id)}: {interaction.path.length ? formatPath([mover.hex, ...interaction.path]) : 'click an adjacent hex'}
            </p>
          )}
          <button
            type="button"
            disabled={!moverHere || interaction.path.length === 0}
            onClick={() => {
              if (!mover) return;
              send({ type: 'MoveUnit', section, unitId: mover.id, path: interaction.path }, `Move ${mover.id}`);
              setInteraction({ ...interaction, path: [] });
            }}
          >
            Move
          </button>{' '}
          <button type="button" disabled={interaction.path.length === 0} onClick={() => setInteraction({ ...interaction, path: [] })}>Clear path</button>{' '}
          <button type="button" onClick={() => send({ type: 'EndMoves', section }, 'End moves')}>End moves</button>
        </div>
      )}
      {mine && step === 'choosing' && (
        <div className="controls">
          <p className="prompt">Click one of your ordered units (attacker), then an enemy unit (target).</p>
          <label>
            Attacker{' '}
            <select value={interaction.attacker ?? ''} onChange={(e) => setInteraction({ ...interaction, attacker: e.target.value || null })}>
              <option value="">—</option>
              {ordered.map((id) => (
                <option key={id} value={id}>{unitText(view, id)}</option>
              ))}
            </select>
          </label>{' '}
          <label>
            Target{' '}
            <select value={interaction.target ?? ''} onChange={(e) => setInteraction({ ...interaction, target: e.target.value || null })}>
              <option value="">—</option>
              {enemies.map((u) => (
                <option key={u.id} value={u.id}>{unitText(view, u.id)}</option>
              ))}
            </select>
          </label>{' '}
          <label>
            Dice <input type="number" min={1} max={8} value={dice} onChange={(e) => setDice(Math.max(1, Number(e.target.value) || 1))} />
          </label>{' '}
          <button
            type="button"
            disabled={!interaction.attacker || !interaction.target}
            onClick={() => send({ type: 'DeclareBattle', section, attackerId: interaction.attacker!, targetId: interaction.target!, dice }, 'Declare battle')}
          >
            Declare battle
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'EndBattles', section }, 'End battles')}>End battles</button>
        </div>
      )}
      {mine && step === 'firstStrikeWindow' && <p className="prompt">Waiting for the defending Overall Commander to decide on First Strike.</p>}
      {mine && step === 'reporting' && ts.battles[section] && <ReportForm key={`${ts.battles[section]!.attackerId}-${ts.battles[section]!.roller}-${ts.battles[section]!.faces.join()}`} view={view} section={section} send={send} />}
    </section>
  );
}
