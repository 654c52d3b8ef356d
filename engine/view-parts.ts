// The public view travels to clients in parts that change at different rates, so a patch
// carries only what changed: `rules` (options and seats: set once), `status` (whose turn,
// the step, whom the table waits for), `armies` (banners, hand sizes, last turn's plays),
// `discards`, and `turn` (the turn's plays, orders, trails, battles). joinPublic puts them
// back together for a client.
import type { GameView } from './view.js';

export type PublicView = Omit<GameView, 'scenario' | 'units' | 'viewer' | 'me' | 'hand' | 'referee'>;

export interface PublicParts {
  rules: Pick<PublicView, 'options' | 'seats'>;
  status: Pick<PublicView, 'version' | 'turn' | 'activeArmy' | 'phase' | 'sectionSteps' | 'winner' | 'deckSize' | 'waitingFor'>;
  armies: PublicView['armies'];
  discards: PublicView['discards'];
  turn: PublicView['turnState'];
}

export function splitPublic(v: PublicView): PublicParts {
  return {
    rules: { options: v.options, seats: v.seats },
    status: { version: v.version, turn: v.turn, activeArmy: v.activeArmy, phase: v.phase, sectionSteps: v.sectionSteps, winner: v.winner, deckSize: v.deckSize, waitingFor: v.waitingFor },
    armies: v.armies,
    discards: v.discards,
    turn: v.turnState,
  };
}

export function joinPublic(p: PublicParts): PublicView {
  return { ...p.rules, ...p.status, armies: p.armies, discards: p.discards, turnState: p.turn };
}
