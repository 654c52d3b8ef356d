// Which spans the Overall Commander is offered for a one-section or span Field card
// (client/src/panels/HandCard.tsx, spanChoices): only the spans the card's own reach allows
// (Inspired Left Leadership never to Center or Right alone), buttons only for what the rules
// allow now, and the refused spans grouped by the referee's reason.
import { describe, expect, it } from 'vitest';
import { seatOptions } from '../../client/src/game/options.js';
import type { ClientView } from '../../client/src/game/view.js';
import { spanChoices } from '../../client/src/panels/HandCard.js';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { act, startState } from '../../engine/sim/drive.js';
import type { GameState } from '../../engine/state.js';
import { viewFor } from '../../engine/view.js';

const HAND = ['inspired-left-leadership#1', 'leadership-any-section#1', 'order-three-left#1', 'order-two-center#1', 'clash-of-shields#1', 'rally#1', 'order-light-troops#1', 'line-command#1'];
const start = (): GameState => startState({ scenario: DEMO_SCENARIOS['vellara-ford']!, players: 8, seed: 'hand-card', forced: { deckOrder: HAND } });

function spans(s: GameState, cardId: string) {
  const v: ClientView = { ...viewFor(s, { kind: 'seat', seatId: 'south:oc' }), presence: [], spectators: 0, seedRevealed: '' };
  const card = v.hand!.find((c) => c.id === cardId)!;
  const r = spanChoices(card, seatOptions(v));
  return { all: r.choices.map((c) => c.sections.join('+')), open: r.open.map((c) => c.sections.join('+')), refused: r.refused.map((g) => ({ code: g.code, spans: g.spans.map((x) => x.join('+')) })) };
}

describe('the spans a Field card is offered for', () => {
  it('Inspired Left Leadership: only Left, or Left with Center; never Center or Right alone', () => {
    expect(spans(start(), 'inspired-left-leadership#1')).toEqual({ all: ['left', 'left+center'], open: ['left', 'left+center'], refused: [] });
  });

  it('a refused span is not a button: it is told with the reason, once per reason', () => {
    const centerHasOne = act(start(), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-two-center#1' });
    expect(spans(centerHasOne, 'inspired-left-leadership#1')).toEqual({ all: ['left', 'left+center'], open: ['left'], refused: [{ code: 'card/one_per_field_general', spans: ['left+center'] }] });
    const lead = spans(centerHasOne, 'leadership-any-section#1');
    expect(lead.open).toEqual(['left', 'right']);
    expect(lead.refused).toEqual([{ code: 'card/one_per_field_general', spans: ['center', 'left+center', 'center+right'] }]);
  });

  it('with every span refused nothing is open (the panel shows one disabled Issue with the reason)', () => {
    const both = act(act(start(), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-two-center#1' }), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    const r = spans(both, 'inspired-left-leadership#1');
    expect(r.open).toEqual([]);
    expect(r.refused.flatMap((g) => g.spans).sort()).toEqual(['left', 'left+center']);
    // A one-section card is offered the three sections.
    expect(spans(start(), 'clash-of-shields#1').all).toEqual(['left', 'center', 'right']);
  });
});
