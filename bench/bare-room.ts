// The yardstick for the server benchmark: a bare Colyseus room with the same schema shape
// (a public table, private hands in a StateView) that only moves a card and broadcasts the
// patch at once. No rules, no log.
import { Room, type Client } from '@colyseus/core';
import { schema, StateView, t, type SchemaType } from '@colyseus/schema';

const BareSeat = schema({ id: t.string(), hand: t.array('string').view() });
const BareState = schema({ version: t.number(), table: t.array('string'), seats: t.map(BareSeat) });
type BareState = SchemaType<typeof BareState>;

export class BareRoom extends Room<{ state: BareState }> {
  private next = 0;
  onCreate(): void {
    // Configured as the referee's room is (server/rooms/epic-room.ts): patches sent by hand,
    // and no 60 Hz clock tick. Both kinds of room live in the one server for the whole run,
    // so a tick left in either would load the other's phases too.
    this.setTimestep(() => {}, 60_000);
    this.setPatchRate(null);
    this.autoDispose = false;
    const state = new BareState();
    state.version = 0;
    for (let i = 0; i < 8; i++) {
      const seat = new BareSeat();
      seat.id = `s${i}`;
      for (let c = 0; c < 8; c++) seat.hand.push(`card-${this.next++}`);
      state.seats.set(seat.id, seat);
    }
    this.setState(state);
    this.onMessage('move', (client: Client, msg: { seat: string }) => {
      const seat = this.state.seats.get(msg.seat);
      if (!seat) return;
      const card = seat.hand.shift() ?? `card-${this.next++}`;
      this.state.table.push(card);
      if (this.state.table.length > 20) this.state.table.shift();
      seat.hand.push(`card-${this.next++}`);
      this.state.version++;
      this.broadcastPatch();
      client.send('accepted', { version: this.state.version });
    });
  }
  onJoin(client: Client, options: { seat: string }): void {
    client.view = new StateView();
    const seat = this.state.seats.get(options.seat);
    if (seat) client.view.add(seat);
  }
}
