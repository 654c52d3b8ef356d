import { describe, expect, it } from 'vitest';
import { playRandomGame } from './sim/random-game.js';
import { joinPublic, splitPublic, type PublicView } from './view-parts.js';
import { viewFor } from './view.js';

describe('public view parts', () => {
  it('split and join give back the spectator view (less scenario and units)', () => {
    const g = playRandomGame('parts', 150);
    const { scenario: _s, units: _u, viewer: _v, me: _m, hand: _h, referee: _r, ...pub } = viewFor(g.state, { kind: 'spectator' });
    const parts = JSON.parse(JSON.stringify(splitPublic(pub as PublicView)));
    expect(joinPublic(parts)).toEqual(pub);
  });
});
