// What a click (or Enter/Space) on the battlefield means for this seat now: order a unit,
// apply an Initiative effect to it, pick the unit to move and then its hexes, pick an
// attacker and a target, or the hexes of a battle retreat. The referee judges the command.
import type { Hex, Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { Interaction } from './interaction.js';
import type { SeatOptions } from './options.js';
import { isMyTurn, mySections, nextHexes, retreatHexes, sectionForOrder, unitById } from './seat.js';
import type { ClientView } from './view.js';

type Send = (command: GameCommand, what: string) => void;

/** The section this seat acts for now: the chosen one, else the first with something to do. */
export function actingSection(view: ClientView, interaction: Interaction): Section | undefined {
  const sections = mySections(view);
  if (interaction.acting && sections.includes(interaction.acting)) return interaction.acting;
  return sections.find((s) => view.sectionSteps[s] && view.sectionSteps[s] !== 'done' && view.sectionSteps[s] !== 'ready') ?? sections[0];
}

export function boardClicks(view: ClientView | null, opts: SeatOptions, interaction: Interaction, setInteraction: (i: Interaction) => void, send: Send) {
  const onUnit = (id: string) => {
    if (!view) return;
    const unit = unitById(view, id);
    if (!unit) return;
    const acting = actingSection(view, interaction);
    const select = () => setInteraction({ ...interaction, selected: id, path: [], pathFor: null });
    if (!acting || !isMyTurn(view)) return select();
    const step = view.sectionSteps[acting];
    const own = unit.army === view.me?.army;
    if (step === 'ordering' && own) {
      const section = sectionForOrder(view, unit, acting);
      const init = view.turnState.initiative[section];
      const pending = init && !init.resolved ? init.outcome : null;
      if (pending === 'block-loss') return send({ type: 'ApplyInitiativeBlockLoss', section, unitId: id }, `Initiative block loss on ${id}`);
      if (pending === 'retreat') {
        const template = opts.list.find((o) => o.command.type === 'ApplyInitiativeRetreat' && o.command.unitId === id && o.command.section === section)?.command as Extract<GameCommand, { type: 'ApplyInitiativeRetreat' }> | undefined;
        return setInteraction({ ...interaction, selected: id, pathFor: 'initiative-retreat', path: template?.path ?? [] });
      }
      if (view.turnState.plays[0]?.kind === 'rally') return send({ type: 'RallyUnit', section, unitId: id }, `Rally ${id}`);
      send({ type: 'OrderUnit', section, unitId: id }, `Order ${id}`);
      return select();
    }
    const order = view.turnState.orders[id];
    if (step === 'moving' && own && order && mySections(view).includes(order.section)) return setInteraction({ ...interaction, selected: id, path: [], pathFor: 'move' });
    if (step === 'choosing') {
      if (own) return setInteraction({ ...interaction, selected: id, attacker: id, target: null, path: [], pathFor: movesAfterFire(opts, id) ? 'move-after-fire' : null });
      return setInteraction({ ...interaction, selected: id, target: id, path: [], pathFor: null });
    }
    select();
  };
  const onHex = (hex: Hex) => {
    // A move goes to a reachable hex along the path the referee offers (engine/legal.ts: every
    // reachable hex in the move step); a hex further on the drawn path extends it.
    if ((interaction.pathFor === 'move' || interaction.pathFor === 'move-after-fire') && interaction.selected) {
      const offered = moveOptions(opts, interaction.selected, interaction.pathFor === 'move' ? 'MoveUnit' : 'MoveAfterFire').find((p) => samePlace(p[p.length - 1]!, hex));
      if (offered && interaction.path.length === 0) return setInteraction({ ...interaction, path: offered });
    }
    setInteraction({ ...interaction, path: [...interaction.path, hex] });
  };
  return { onUnit, onHex };
}

function samePlace(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}

/** The paths the referee offers this unit now: one per reachable hex (engine/legal.ts), for a
 *  move or for Move-Fire-Move's move after firing. */
export function moveOptions(opts: SeatOptions, unitId: string, type: 'MoveUnit' | 'MoveAfterFire' = 'MoveUnit'): Hex[][] {
  const out: Hex[][] = [];
  for (const o of opts.list) if (o.allowed && o.command.type === type && o.command.unitId === unitId) out.push(o.command.path);
  return out;
}

/** May this unit move again now (Move-Fire-Move, after it fired)? */
export function movesAfterFire(opts: SeatOptions, unitId: string): boolean {
  return moveOptions(opts, unitId, 'MoveAfterFire').length > 0;
}

/** The enemy units the selected attacker may battle now, as the referee's options say. */
export function battleTargets(opts: SeatOptions, attacker: string | null): string[] {
  if (!attacker) return [];
  return opts.list.filter((o) => o.allowed && o.command.type === 'DeclareBattle' && o.command.attackerId === attacker).map((o) => (o.command as { targetId: string }).targetId);
}

/** The hexes the planned path may enter next, and the path drawn so far (from the unit). For
 *  a move with no hex picked yet: every hex the unit may reach (from `opts`, when given). */
export function plannedPath(view: ClientView | null, interaction: Interaction, opts?: SeatOptions): { targets: Hex[]; drawn: Hex[] } {
  const unit = view ? unitById(view, interaction.selected) : undefined;
  if (!view || !unit || !interaction.pathFor || !isMyTurn(view)) return { targets: [], drawn: [] };
  // A plan belongs to a step: once the step is over (moves ended, the retreat applied, the
  // outcome reported), the plan is no longer drawn.
  const steps = mySections(view).map((s) => view.sectionSteps[s]);
  const order = view.turnState.orders[unit.id];
  const live =
    interaction.pathFor === 'move' ? Boolean(order && view.sectionSteps[order.section] === 'moving' && mySections(view).includes(order.section))
    : interaction.pathFor === 'move-after-fire' ? Boolean(order && view.sectionSteps[order.section] === 'choosing' && mySections(view).includes(order.section))
    : interaction.pathFor === 'initiative-retreat' ? mySections(view).some((s) => view.sectionSteps[s] === 'ordering' && view.turnState.initiative[s]?.outcome === 'retreat' && !view.turnState.initiative[s]?.resolved)
    : steps.includes('resolving');
  if (!live) return { targets: [], drawn: [] };
  const moving = interaction.pathFor === 'move' || interaction.pathFor === 'move-after-fire';
  const reachable = moving && opts && interaction.path.length === 0 ? moveOptions(opts, unit.id, interaction.pathFor === 'move' ? 'MoveUnit' : 'MoveAfterFire').map((p) => p[p.length - 1]!) : null;
  const targets = reachable ?? (moving ? nextHexes(view, unit, interaction.path) : retreatHexes(view, unit, interaction.path));
  return { targets, drawn: [unit.hex, ...interaction.path] };
}

/** The units this seat may act on now (order, Initiative effect, Rally, move, attack with), as
 *  the engine's options say: marked on the board so the player sees them at a glance. */
export function actionableUnits(opts: SeatOptions): string[] {
  const ids = new Set<string>();
  for (const o of opts.list) {
    if (!o.allowed) continue;
    const c = o.command;
    if (c.type === 'OrderUnit' || c.type === 'ApplyInitiativeBlockLoss' || c.type === 'ApplyInitiativeRetreat' || c.type === 'RallyUnit' || c.type === 'MoveUnit' || c.type === 'MoveAfterFire') ids.add(c.unitId);
    if (c.type === 'DeclareBattle') ids.add(c.attackerId);
  }
  return [...ids];
}

/** The attacker and target picked for a battle, while this seat is declaring battles. */
export function pickedForBattle(view: ClientView | null, interaction: Interaction): string[] {
  if (!view || !isMyTurn(view) || !mySections(view).some((s) => view.sectionSteps[s] === 'choosing')) return [];
  return [interaction.attacker, interaction.target].filter((x): x is string => Boolean(x));
}
