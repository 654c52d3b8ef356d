// A Field General's desk for one section: the card(s) he received and what they allow, his
// units and what he may do with each, the Initiative roll and its follow-ups, moving hex by
// hex, declaring battles and reporting their outcomes (epic-ancients-rules.txt, "Game Turn").
import type { GameCommand } from '../../../engine/commands.js';
import { allowanceFor } from '../game/allowance.js';
import { formatPath } from '../game/interaction.js';
import { FACE_NAMES, INITIATIVE_OUTCOMES, SECTION_NAMES, STEP_NAMES } from '../game/labels.js';
import { choiceOf } from '../game/options.js';
import { isMyTurn, unitById } from '../game/seat.js';
import { Action } from './Action.js';
import { DeclareForm, unitText } from './BattleForms.js';
import { DieFaces } from './DieFaces.js';
import { SectionUnits } from './SectionUnits.js';
import type { SectionProps } from './section-props.js';

type Props = SectionProps;

function Orders({ view, section }: Pick<Props, 'view' | 'section'>) {
  const ts = view.turnState;
  const cards = ts.plays.filter((p) => p.sections.includes(section));
  const allowance = allowanceFor(view, section);
  return (
    <div className="received">
      <h3>Your orders this turn</h3>
      {cards.length === 0 && !allowance ? (
        <p className="small" data-testid={`no-cards-${section}`}>
          {view.phase === 'command' ? 'No card issued to you yet' : 'No card issued to you'}
          {ts.hiddenPlays > 0 ? `; cards went to other generals by courier (${ts.hiddenPlays} play${ts.hiddenPlays > 1 ? 's' : ''})` : ''}.
        </p>
      ) : (
        <ul data-testid={`cards-${section}`}>
          {cards.map((p, i) => (
            <li key={i} data-play-kind={p.kind}>
              <strong>{p.name}</strong>{p.inspired ? ' ×2 (Inspired Field General)' : ''}: <span className="small">{p.cards[0]?.text}</span>
            </li>
          ))}
        </ul>
      )}
      {allowance && (
        <p data-testid={`allowance-${section}`}>
          {allowance.text} <strong>Ordered {allowance.used}{allowance.max !== null ? ` of ${allowance.max}` : ''}.</strong>
        </p>
      )}
      {ts.dicePool.length > 0 && (
        <p>
          Dice left: <DieFaces faces={ts.dicePool} testId={`pool-${section}`} />
        </p>
      )}
    </div>
  );
}

function Initiative({ view, section, opts, interaction, setInteraction, send }: Props) {
  const ts = view.turnState;
  const init = ts.initiative[section];
  const ordering = view.sectionSteps[section] === 'ordering';
  const roll = opts.pick((c) => c.type === 'RollInitiative' && c.section === section);
  const mover = unitById(view, interaction.selected);
  const planning = init && !init.resolved && init.outcome === 'retreat' && interaction.pathFor === 'initiative-retreat' && mover;
  const retreat: GameCommand | null = planning ? { type: 'ApplyInitiativeRetreat', section, unitId: mover.id, path: interaction.path } : null;
  // Before the roll the button shows whether Initiative is open to him, and if not, why.
  if (!init && !ordering) return null;
  return (
    <div className="initiative" data-testid={`initiative-${section}`}>
      <h3>Field General&apos;s Initiative</h3>
      {!init ? (
        <Action choice={roll} onClick={() => send({ type: 'RollInitiative', section }, 'Roll Initiative')} testId={`roll-${section}`}>
          Roll Initiative (one die)
        </Action>
      ) : (
        <p data-testid={`initiative-result-${section}`} data-outcome={init.outcome}>
          Rolled <DieFaces faces={[init.face]} /> {FACE_NAMES[init.face].name}: {INITIATIVE_OUTCOMES[init.outcome]}.{' '}
          {init.resolved ? <span className="small">(done)</span> : init.outcome.startsWith('order-') ? <strong>Order the unit below.</strong> : init.outcome === 'retreat' ? <strong>Choose the unit below, then its retreat.</strong> : <strong>Choose the unit below.</strong>}
        </p>
      )}
      {planning && retreat && (
        <div className="controls">
          <p>
            Retreat of {unitText(view, mover.id)}: {interaction.path.length ? formatPath([mover.hex, ...interaction.path]) : 'no hex yet'} (click the green hexes to change it).
          </p>
          <Action choice={choiceOf(retreat, opts.check(retreat))} onClick={() => {
            send(retreat, `Initiative retreat of ${mover.id}`);
            setInteraction({ ...interaction, pathFor: null, path: [] });
          }} testId={`confirm-retreat-${section}`}>
            Retreat
          </Action>{' '}
          <button type="button" onClick={() => setInteraction({ ...interaction, path: [] })}>Clear path</button>
        </div>
      )}
    </div>
  );
}

function Moving({ view, section, opts, interaction, setInteraction, send }: Props) {
  const mover = unitById(view, interaction.selected);
  const moverHere = mover && view.turnState.orders[mover.id]?.section === section && interaction.pathFor === 'move';
  const move: GameCommand | null = moverHere ? { type: 'MoveUnit', section, unitId: mover.id, path: interaction.path } : null;
  const choice = move ? choiceOf(move, opts.check(move)) : { allowed: [], reason: { code: 'move/choose', message: 'Click one of your ordered units, then the hexes it enters one by one.' } };
  return (
    <div className="controls">
      <p className="prompt">Move: click an ordered unit, then each hex it enters (green); then Move.</p>
      {moverHere && (
        <p data-testid={`planned-${section}`}>
          Moving {unitText(view, mover.id)}: {interaction.path.length ? formatPath([mover.hex, ...interaction.path]) : 'click an adjacent green hex'}
        </p>
      )}
      <Action choice={choice} onClick={() => {
        if (!move) return;
        send(move, `Move ${mover!.id}`);
        setInteraction({ ...interaction, path: [] });
      }} testId={`move-${section}`}>
        Move
      </Action>{' '}
      <button type="button" disabled={interaction.path.length === 0} onClick={() => setInteraction({ ...interaction, path: [] })}>Clear path</button>{' '}
      <Action choice={opts.pick((c) => c.type === 'EndMoves' && c.section === section)} onClick={() => send({ type: 'EndMoves', section }, 'End moves')} testId={`end-moves-${section}`}>
        End moves
      </Action>
    </div>
  );
}

/** Move-Fire-Move: a unit that has fired may move again; picked on the board or in the list,
 *  its reachable hexes are marked, as in the move step. */
function MoveAfterFire({ view, section, opts, interaction, setInteraction, send }: Props) {
  const mover = unitById(view, interaction.selected);
  if (!mover || interaction.pathFor !== 'move-after-fire' || view.turnState.orders[mover.id]?.section !== section) return null;
  const move: GameCommand = { type: 'MoveAfterFire', section, unitId: mover.id, path: interaction.path };
  const choice = interaction.path.length ? choiceOf(move, opts.check(move)) : { allowed: [], reason: { code: 'move/choose', message: 'Click the hexes it enters (green), one by one.' } };
  return (
    <div className="controls" data-testid={`move-after-fire-${section}`}>
      <p className="prompt">
        Move-Fire-Move: {unitText(view, mover.id)} has fired and may move again{interaction.path.length ? `: ${formatPath([mover.hex, ...interaction.path])}` : ' (click the green hexes)'}.
      </p>
      <Action choice={choice} onClick={() => {
        send(move, `Move ${mover.id} again`);
        setInteraction({ ...interaction, path: [], pathFor: null });
      }} testId={`move-again-${section}`}>
        Move again
      </Action>{' '}
      <button type="button" disabled={interaction.path.length === 0} onClick={() => setInteraction({ ...interaction, path: [] })}>Clear path</button>
    </div>
  );
}

export function FieldGeneralPanel(props: Props) {
  const { view, section, opts, send } = props;
  const step = view.sectionSteps[section];
  const ts = view.turnState;
  const mine = isMyTurn(view);
  const battle = ts.battles[section];
  return (
    <section className="panel fg" aria-labelledby={`fg-${section}-h`} data-section={section}>
      <h2 id={`fg-${section}-h`}>{SECTION_NAMES[section]} Field General</h2>
      <p className="small" data-testid={`fg-step-${section}`}>
        {view.winner ? 'The game is over.' : mine ? (step ? `Your section: ${STEP_NAMES[step]}.` : view.phase === 'command' ? 'Waiting for the Overall Commander to issue cards.' : '') : "The other army's turn."}
      </p>
      {mine && <Orders view={view} section={section} />}
      {mine && <Initiative {...props} />}
      {mine && step === 'ordering' && (
        <Action choice={opts.pick((c) => c.type === 'EndOrders' && c.section === section)} onClick={() => send({ type: 'EndOrders', section }, 'End orders')} testId={`end-orders-${section}`}>
          End orders
        </Action>
      )}
      {mine && step === 'moving' && <Moving {...props} />}
      {mine && step === 'choosing' && (
        <>
          <DeclareForm {...props} />
          <MoveAfterFire {...props} />
          <Action choice={opts.pick((c) => c.type === 'EndBattles' && c.section === section)} onClick={() => send({ type: 'EndBattles', section }, 'End battles')} testId={`end-battles-${section}`}>
            End battles
          </Action>
        </>
      )}
      {mine && step === 'firstStrikeWindow' && battle && (
        <p className="prompt" data-testid={`fs-wait-${section}`}>
          {unitText(view, battle.attackerId)} attacks {unitText(view, battle.targetId)}: waiting for the defending Overall Commander to decide on First Strike.
        </p>
      )}
      {mine && step === 'resolving' && battle && (
        <p className="prompt" data-testid={`resolving-${section}`}>
          {unitText(view, battle.attackerId)} against {unitText(view, battle.targetId)}: {!battle.awaiting ? 'resolving' : awaitsMe(view, battle.awaiting) ? 'your choice: see "Your battle choice"' : `waiting for ${view.armies[battle.awaiting.army]?.name}'s ${battle.awaiting.sections.map((x) => SECTION_NAMES[x]).join(' or ')} Field General to choose`}.
        </p>
      )}
      <SectionUnits {...props} />
    </section>
  );
}

/** Whether the battle waits for this seat (the Field General of one of the answering sections). */
function awaitsMe(view: SectionProps['view'], awaiting: { army: string; sections: readonly string[] }): boolean {
  const me = view.me;
  if (!me || me.army !== awaiting.army) return false;
  return awaiting.sections.some((s) => me.roles.includes(`${s}-field-general` as never));
}
