// The battlefield as SVG: terrain, section lines seen from the viewer's side, units as
// blocks (type, remaining blocks, army colour), leaders, ordered units, movement trails,
// pending battles, and the hexes a planned move may enter next.
import type { KeyboardEvent } from 'react';
import { DEFAULT_SECTION_LINES, hexKey, type ArmyId, type Hex, type Section } from '../../../engine/board/hex.js';
import type { UnitState } from '../../../engine/state.js';
import { TERRAIN, type TerrainType } from '../../../engine/terrain/catalog.js';
import type { ClientView } from '../game/view.js';
import { SECTION_NAMES, unitName, unitShort } from '../game/labels.js';
import { allHexes, BOARD_H, BOARD_W, HEX_R, HEX_W, hexCenter, hexPoints, lineX, MARGIN } from './geometry.js';

export interface BattlefieldProps {
  view: ClientView;
  /** The army whose side is at the bottom. */
  side: ArmyId;
  selectedUnit: string | null;
  battleUnits: string[];
  plannedPath: Hex[];
  targetHexes: Hex[];
  mySections: Section[];
  /** Units the seat may act on now (marked with a glow). */
  actionable?: string[];
  /** Enemy units the selected attacker may battle (marked as targets). */
  targetUnits?: string[];
  onUnit(unitId: string): void;
  onHex(hex: Hex): void;
  /** Escape: drop the selection and the planned path. */
  onCancel?(): void;
}


function activate(e: KeyboardEvent, fn: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
}

export function Battlefield(props: BattlefieldProps) {
  const { view, side, selectedUnit, battleUnits, plannedPath, targetHexes, mySections } = props;
  const flipped = side === 'north';
  const terrain = new Map(view.scenario.terrain.map((t) => [hexKey(t.hex), t.terrain]));
  const ts = view.turnState;
  const live = view.units.filter((u) => !u.eliminated);
  const byHex = new Map<string, UnitState[]>();
  for (const u of live) byHex.set(hexKey(u.hex), [...(byHex.get(hexKey(u.hex)) ?? []), u]);
  const westX = lineX(DEFAULT_SECTION_LINES.westLine, flipped);
  const eastX = lineX(DEFAULT_SECTION_LINES.eastLine, flipped);
  const [lineA, lineB] = westX < eastX ? [westX, eastX] : [eastX, westX];
  // Screen left is always the bottom army's left.
  const labelAt: Record<Section, number> = { left: (MARGIN + lineA) / 2, center: (lineA + lineB) / 2, right: (lineB + BOARD_W - MARGIN) / 2 };
  const mineTint: Record<Section, [number, number]> = { left: [MARGIN, lineA], center: [lineA, lineB], right: [lineB, BOARD_W - MARGIN] };
  const targets = new Set(targetHexes.map(hexKey));
  const sideName = view.armies[side]?.name ?? side;

  return (
    <svg
      className="battlefield"
      viewBox={`0 0 ${BOARD_W.toFixed(0)} ${BOARD_H.toFixed(0)}`}
      role="group"
      aria-label={`Battlefield, ${sideName}'s side at the bottom. Escape clears the selection.`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onCancel?.();
      }}
    >
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke" />
        </marker>
      </defs>
      <rect x="0" y="0" width={BOARD_W} height={BOARD_H} className="board-bg" />
      {mySections.map((s) => (
        <rect key={s} x={mineTint[s][0]} y={MARGIN / 2} width={mineTint[s][1] - mineTint[s][0]} height={BOARD_H - MARGIN} className="my-section" />
      ))}
      {allHexes().map((h) => {
        const c = hexCenter(h, flipped);
        const t = terrain.get(hexKey(h));
        const info = t ? TERRAIN[t as TerrainType] : undefined;
        return <polygon key={hexKey(h)} points={hexPoints(c, HEX_R - 0.5)} className="hex" data-terrain={t} style={info ? { fill: info.colour } : undefined}><title>{`(${h.col},${h.row})${info ? ` ${info.name}: ${info.summary}` : ''}`}</title></polygon>;
      })}
      <line x1={westX} x2={westX} y1={4} y2={BOARD_H - 4} className="section-line" />
      <line x1={eastX} x2={eastX} y1={4} y2={BOARD_H - 4} className="section-line" />
      {(['left', 'center', 'right'] as const).map((s) => (
        <text key={s} x={labelAt[s]} y={BOARD_H - 4} className="section-label" textAnchor="middle">
          {SECTION_NAMES[s]}
        </text>
      ))}
      <text x={BOARD_W / 2} y={12} className="side-label" textAnchor="middle">{view.armies[side === 'north' ? 'south' : 'north']?.name}</text>
      {Object.entries(ts.trails).map(([id, trail]) => {
        const u = view.units.find((x) => x.id === id);
        if (!trail || trail.length < 2) return null;
        const pts = trail.map((h) => hexCenter(h, flipped));
        return <polyline key={`trail-${id}`} points={pts.map((p) => `${p.x},${p.y}`).join(' ')} className={`trail trail-${u?.army ?? 'south'}`} markerEnd="url(#arrow)" />;
      })}
      {plannedPath.length > 1 && (
        <polyline points={plannedPath.map((h) => hexCenter(h, flipped)).map((p) => `${p.x},${p.y}`).join(' ')} className="planned" markerEnd="url(#arrow)" />
      )}
      {Object.values(ts.battles).map((b) => {
        if (!b) return null;
        const a = view.units.find((u) => u.id === b.attackerId);
        const t = view.units.find((u) => u.id === b.targetId);
        if (!a || !t) return null;
        const p = hexCenter(a.hex, flipped);
        const q = hexCenter(t.hex, flipped);
        return <line key={`battle-${b.attackerId}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} className="battle-line" markerEnd="url(#arrow)" />;
      })}
      {[...targets].map((k) => {
        const [col, row] = k.split(',').map(Number) as [number, number];
        const h = { col, row };
        const c = hexCenter(h, flipped);
        return (
          <polygon
            key={`target-${k}`}
            points={hexPoints(c, HEX_R - 3)}
            className="target-hex"
            role="button"
            tabIndex={0}
            data-hex={k}
            aria-label={`Hex you may move to: ${col},${row}`}
            onClick={() => props.onHex(h)}
            onKeyDown={(e) => activate(e, () => props.onHex(h))}
          />
        );
      })}
      {[...byHex.values()].flatMap((group) =>
        group.map((u) => {
          const c = hexCenter(u.hex, flipped);
          const shared = group.length > 1;
          const leader = u.type === 'leader';
          const ordered = Boolean(ts.orders[u.id]);
          const canAct = props.actionable?.includes(u.id) ?? false;
          const target = props.targetUnits?.includes(u.id) ?? false;
          const cls = ['unit', `army-${u.army}`, ordered ? 'ordered' : '', canAct ? 'can-act' : '', target ? 'can-target' : '', selectedUnit === u.id ? 'selected' : '', battleUnits.includes(u.id) ? 'in-battle' : ''].filter(Boolean).join(' ');
          const label = `${u.id}: ${view.armies[u.army]?.name ?? u.army} ${unitName(u.type)}, ${u.blocks} of ${u.startingBlocks} blocks, hex (${u.hex.col},${u.hex.row})${ordered ? ', ordered' : ''}${canAct ? ', you may act with it' : ''}${target ? ', in range and sight: you may battle it' : ''}`;
          const common = {
            className: cls,
            role: 'button',
            tabIndex: 0,
            'data-unit': u.id,
            'aria-label': label,
            'aria-pressed': selectedUnit === u.id,
            onClick: () => props.onUnit(u.id),
            onKeyDown: (e: KeyboardEvent) => activate(e, () => props.onUnit(u.id)),
          } as const;
          if (leader) {
            const lx = shared ? c.x + HEX_W * 0.4 : c.x;
            const ly = shared ? c.y - HEX_R * 0.62 : c.y;
            return (
              <g key={u.id} {...common}>
                <title>{label}</title>
                <circle cx={lx} cy={ly} r={shared ? 7 : 10} className="leader-disc" />
                <text x={lx} y={ly + 3.5} textAnchor="middle" className="leader-text">L</text>
              </g>
            );
          }
          const w = HEX_W * 0.72;
          const h = HEX_R * 1.05;
          return (
            <g key={u.id} {...common}>
              <title>{label}</title>
              <rect x={c.x - w / 2} y={c.y - h / 2} width={w} height={h} rx={3} className="block" />
              <text x={c.x} y={c.y - 1} textAnchor="middle" className="unit-type">{unitShort(u.type)}</text>
              <text x={c.x} y={c.y + 8.5} textAnchor="middle" className="unit-blocks">{'■'.repeat(u.blocks)}{'□'.repeat(Math.max(0, u.startingBlocks - u.blocks))}</text>
            </g>
          );
        }),
      )}
    </svg>
  );
}
