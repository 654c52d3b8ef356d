// The terrain legend under the board: each terrain of the scenario with its colour and what
// the referee does with it, from the engine's terrain table (engine/terrain/catalog.ts).
import { TERRAIN, TERRAIN_TYPES, type TerrainType } from '../../../engine/terrain/catalog.js';
import type { ClientView } from '../game/view.js';

export function TerrainLegend({ view }: { view: ClientView }) {
  const present = new Set(view.scenario.terrain.map((t) => t.terrain as TerrainType));
  const kinds = TERRAIN_TYPES.filter((t) => present.has(t));
  if (kinds.length === 0) return null;
  return (
    <details className="terrain-legend" data-testid="terrain-legend" open>
      <summary>Terrain</summary>
      <ul>
        {kinds.map((t) => (
          <li key={t} data-terrain={t}>
            <span className="swatch" style={{ background: TERRAIN[t].colour }} aria-hidden="true" /> <strong>{TERRAIN[t].name}</strong>: {TERRAIN[t].summary}
          </li>
        ))}
      </ul>
    </details>
  );
}
