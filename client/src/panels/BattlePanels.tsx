// The battle as the referee judged it, for everyone: every battle of the turn, section by
// section and roll by roll, the units as they were at each roll, every die with what it scored and the rule that says so (turnState.battleReports). And
// the battle choices the rules give this seat — of either army: the defending Field General
// picks his own unit's retreat or evade — each answer one button (engine/legal.ts offers them).
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { isOnBoard, SECTIONS } from '../../../engine/board/hex.js';
import { BATTLE_CHOICE_WAIT } from '../../../engine/names.js';
import { diceText } from '../../../engine/rules/random.js';
import { formatPath } from '../game/interaction.js';
import { blocksText, SECTION_NAMES, unitName } from '../game/labels.js';
import type { SeatOptions } from '../game/options.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import { unitText } from './BattleForms.js';
import { DieFaces } from './DieFaces.js';

const ROLLER: Record<string, string> = { attacker: 'attacks', 'first-strike': 'strikes first (First Strike)', 'battle-back': 'battles back', rampage: 'rampages (2 dice before it retreats)' };

/** A unit as it was at a roll: its id, type and the blocks it had then. */
function unitThen(view: ClientView, id: string, blocks: number): string {
  const u = view.units.find((x) => x.id === id);
  return u ? `${u.id} ${unitName(u.type)} (${blocksText(blocks)})` : id || '—';
}

export function BattleReports({ view }: { view: ClientView }) {
  const sections = SECTIONS.filter((s) => (view.turnState.battleReports?.[s] ?? []).length > 0);
  if (sections.length === 0) return null;
  return (
    <section className="battle-reports" aria-label="Battles this turn" data-testid="battle-reports">
      <h3>Battles this turn</h3>
      {sections.map((s) => {
        // Every battle of the turn, in order; each roll tells the units as they were then.
        const rolls = view.turnState.battleReports[s]!;
        const battles = [...new Set(rolls.map((r) => r.battle ?? 1))];
        return (
          <div key={s} data-testid={`battle-report-${s}`} className="battle-report">
            <h4>{view.armies[view.activeArmy]?.name}&apos;s {SECTION_NAMES[s]}</h4>
            {battles.map((n) => (
              <div key={n} className="battle" data-battle={n}>
                {battles.length > 1 && <h5>Battle {n}</h5>}
                {rolls.map((r, i) => ({ r, i })).filter(({ r }) => (r.battle ?? 1) === n).map(({ r, i }) => (
                  <div key={i} className="roll">
                    <p>
                      {unitThen(view, r.unitId, r.unitBlocks)} {ROLLER[r.roller]} {unitThen(view, r.targetId, r.targetBlocks)}: {diceText(r.dice.length)}{' '}
                      <DieFaces faces={r.dice.map((d) => d.face)} testId={`report-faces-${s}-${i}`} />
                    </p>
                    <ol className="dice-reasons">
                      {r.dice.map((d, j) => (
                        <li key={j} className={`die-${d.result}`} data-result={d.result}>
                          <strong>{d.result === 'hit' ? 'Hit' : d.result === 'flag' ? 'Flag' : 'Miss'}</strong> — {d.reason}
                        </li>
                      ))}
                    </ol>
                    <p className="roll-sum">
                      {r.hits} hit{r.hits === 1 ? '' : 's'}, {r.blocksLost} block{r.blocksLost === 1 ? '' : 's'} lost
                      {r.flags > 0 ? `; ${r.flags} flag${r.flags === 1 ? '' : 's'}${r.flagsIgnored ? `, ${r.flagsIgnored} ignored (${r.ignoreNotes.join('; ')})` : ''}` : ''}.
                    </p>
                  </div>
                ))}
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}

/** What a retreat costs, from the referee's offer: blocks the unit loses for the hexes it
 *  cannot retreat, or (an elephant's) the blocks the units in its way lose. */
function retreatCost(view: ClientView, c: Extract<GameCommand, { type: 'ChooseRetreat' }>): string {
  const choice = view.turnState.battles[c.section]?.awaiting;
  if (choice?.kind !== 'retreat') return '';
  const end = (p: { col: number; row: number }[]) => (p.length ? `${p[p.length - 1]!.col},${p[p.length - 1]!.row}` : 'stay');
  const i = choice.paths.findIndex((p) => end(p) === end(c.path));
  const blockers = choice.blockers?.[i] ?? [];
  if (blockers.length) return ` (${blockers.map((b) => `${unitText(view, b.unitId)} loses ${b.blocks}`).join(', ')} for blocking it)`;
  // What will happen: never more blocks than the unit has (then it is eliminated).
  const blocks = view.units.find((u) => u.id === choice.unitId)?.blocks ?? 0;
  const lost = Math.min(choice.blocksLost[i] ?? 0, blocks);
  if (lost > 0 && lost >= blocks) return ' (it is eliminated)';
  return lost ? ` (loses ${lost} block${lost === 1 ? '' : 's'})` : '';
}

const CHOICE_TYPES = new Set(['ChooseRetreat', 'ChooseEvade', 'ChooseMomentum', 'ChooseMomentumMove', 'ChooseBonusCombat', 'ChooseLeaderEscape']);

function choiceLabel(view: ClientView, c: GameCommand): string {
  switch (c.type) {
    case 'ChooseRetreat':
      return (c.path.length ? `Retreat to ${formatPath(c.path)}` : 'Stay: it cannot retreat') + retreatCost(view, c);
    case 'ChooseEvade':
      return c.evade ? `Evade to ${formatPath(c.path ?? [])}` : 'Stand and fight';
    case 'ChooseMomentum':
      return c.advance ? 'Advance into the hex' : 'Stay';
    case 'ChooseMomentumMove':
      return c.hex ? `Move on to (${c.hex.col},${c.hex.row})` : 'Move no further';
    case 'ChooseBonusCombat':
      return c.targetId ? `Bonus close combat against ${unitText(view, c.targetId)}` : 'No bonus close combat';
    case 'ChooseLeaderEscape': {
      const onBoard = c.path.filter(isOnBoard);
      if (onBoard.length < c.path.length) return onBoard.length ? `Leader evades by ${formatPath(onBoard)} and off the battlefield (no banner)` : 'Leader evades off the battlefield (no banner)';
      return `Leader evades to ${formatPath(c.path)}`;
    }
    default:
      return c.type;
  }
}

export function BattleChoicePanel({ view, opts, send }: { view: ClientView; opts: SeatOptions; send: (c: GameCommand, what: string) => void }) {
  const mine = opts.list.filter((o) => o.allowed && CHOICE_TYPES.has(o.command.type));
  if (mine.length === 0) return null;
  const bySection = new Map<Section, GameCommand[]>();
  for (const o of mine) {
    const s = (o.command as { section: Section }).section;
    bySection.set(s, [...(bySection.get(s) ?? []), o.command]);
  }
  return (
    <section className="battle-choice" data-testid="battle-choice" aria-label="Your battle choice">
      {[...bySection.entries()].map(([s, commands]) => {
        const b = view.turnState.battles[s];
        const choice = b?.awaiting;
        return (
          <div key={s} data-section={s}>
            <h3>Your battle choice</h3>
            {b && (
              <p>
                {unitText(view, b.attackerId)} against {unitText(view, b.targetId)}: {choice ? `you are asked ${BATTLE_CHOICE_WAIT[choice.kind]} for ${unitText(view, choice.unitId)}` : ''}
                {choice?.kind === 'retreat' ? ` (${choice.hexes} hex${choice.hexes === 1 ? '' : 'es'} back)` : ''}.
              </p>
            )}
            {commands.map((c, i) => (
              <Action key={i} choice={{ allowed: [c], reason: null }} onClick={() => send(c, choiceLabel(view, c))} testId={`choose-${s}-${i}`}>
                {choiceLabel(view, c)}
              </Action>
            ))}
          </div>
        );
      })}
    </section>
  );
}
