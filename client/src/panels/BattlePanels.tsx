// The battle as the referee judged it, for everyone: each section's latest battle, roll by
// roll, every die with what it scored and the rule that says so (turnState.battleReports). And
// the battle choices the rules give this seat — of either army: the defending Field General
// picks his own unit's retreat or evade — each answer one button (engine/legal.ts offers them).
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { isOnBoard, SECTIONS } from '../../../engine/board/hex.js';
import { BATTLE_CHOICE_WAIT } from '../../../engine/names.js';
import { diceText } from '../../../engine/rules/random.js';
import { formatPath } from '../game/interaction.js';
import { SECTION_NAMES } from '../game/labels.js';
import type { SeatOptions } from '../game/options.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import { unitText } from './BattleForms.js';
import { DieFaces } from './DieFaces.js';

const ROLLER: Record<string, string> = { attacker: 'attacks', 'first-strike': 'strikes first (First Strike)', 'battle-back': 'battles back', rampage: 'rampages (2 dice before it retreats)' };

export function BattleReports({ view }: { view: ClientView }) {
  const sections = SECTIONS.filter((s) => (view.turnState.battleReports?.[s] ?? []).length > 0);
  if (sections.length === 0) return null;
  return (
    <section className="battle-reports" aria-label="Battles this turn" data-testid="battle-reports">
      <h3>Battles this turn</h3>
      {sections.map((s) => (
        <div key={s} data-testid={`battle-report-${s}`} className="battle-report">
          <h4>{view.armies[view.activeArmy]?.name}&apos;s {SECTION_NAMES[s]}</h4>
          {view.turnState.battleReports[s]!.map((r, i) => (
            <div key={i} className="roll">
              <p>
                {unitText(view, r.unitId)} {ROLLER[r.roller]} {unitText(view, r.targetId)}: {diceText(r.dice.length)}{' '}
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
  const lost = choice.blocksLost[i] ?? 0;
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
