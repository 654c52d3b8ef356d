// Copies a game's state into the room's synced schema: only what changed is assigned, so
// patches stay small (a move patches a unit's numbers, its trail and a few status leaves).
import { publicEntries } from '../../engine/view-parts.js';
import { publicPart, privatePart } from '../game/projection.js';
import type { GameSession } from '../game/session.js';
import { EpicState, SeatSlot, UnitSchema } from './state.js';

export function initialRoomState(session: GameSession): EpicState {
  const state = new EpicState();
  state.gameId = session.id;
  state.seedHash = session.seedHash;
  state.seed = '';
  state.spectators = 0;
  for (const seat of session.state.seats) {
    const slot = new SeatSlot();
    slot.id = seat.id;
    slot.army = seat.army;
    for (const r of seat.roles) slot.roles.push(r);
    slot.connected = false;
    slot.private = '';
    state.seats.set(seat.id, slot);
  }
  const referee = new SeatSlot();
  referee.id = 'referee';
  referee.army = '';
  referee.connected = false;
  state.referee = referee;
  syncRoomState(state, session);
  return state;
}

export function syncRoomState(room: EpicState, session: GameSession): void {
  const s = session.state;
  room.version = s.version;
  const entries = publicEntries(publicPart(s));
  for (const [path, json] of entries) if (room.public.get(path) !== json) room.public.set(path, json);
  if (room.public.size > entries.size) for (const path of [...room.public.keys()]) if (!entries.has(path)) room.public.delete(path);
  for (const u of Object.values(s.units)) {
    let unit = room.units.get(u.id);
    if (!unit) {
      unit = new UnitSchema();
      unit.army = u.army;
      unit.type = u.type;
      room.units.set(u.id, unit);
    }
    if (unit.col !== u.hex.col) unit.col = u.hex.col;
    if (unit.row !== u.hex.row) unit.row = u.hex.row;
    if (unit.blocks !== u.blocks) unit.blocks = u.blocks;
    if (unit.eliminated !== u.eliminated) unit.eliminated = u.eliminated;
  }
  for (const seat of s.seats) {
    const slot = room.seats.get(seat.id)!;
    const priv = JSON.stringify(privatePart(s, { kind: 'seat', seatId: seat.id }));
    if (slot.private !== priv) slot.private = priv;
  }
  const ref = JSON.stringify(privatePart(s, { kind: 'referee' }));
  if (room.referee.private !== ref) room.referee.private = ref;
}
