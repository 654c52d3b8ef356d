// The unit selected on the board: what it is, where, which sections, its order this turn.
import { SECTIONS } from '../../../engine/board/hex.js';
import type { ClientView } from '../game/view.js';
import { ORDER_SOURCES, SECTION_NAMES, unitName } from '../game/labels.js';
import { unitById, unitSections } from '../game/seat.js';

export function UnitInfo({ view, unitId }: { view: ClientView; unitId: string | null }) {
  const u = unitById(view, unitId);
  if (!u) return <section className="panel unit-info"><p className="small">Select a unit on the battlefield (click it, or Tab to it and press Enter).</p></section>;
  const order = view.turnState.orders[u.id];
  const secs = unitSections(u);
  return (
    <section className="panel unit-info" aria-labelledby="unit-h" data-testid="unit-info">
      <h2 id="unit-h">{u.id}: {unitName(u.type)}</h2>
      <p>
        {view.armies[u.army].name} · hex ({u.hex.col},{u.hex.row}) · {u.blocks} of {u.startingBlocks} blocks
      </p>
      <p className="small">
        Section{secs.length > 1 ? 's' : ''} (from its own side): {SECTIONS.filter((s) => secs.includes(s)).map((s) => SECTION_NAMES[s]).join(' + ')}
        {order ? ` · ordered by the ${SECTION_NAMES[order.section]} Field General ${ORDER_SOURCES[order.source]?.phrase ?? ''}`.trimEnd() : ''}
      </p>
    </section>
  );
}
