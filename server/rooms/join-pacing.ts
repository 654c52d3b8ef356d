// Spectator joins, one per turn of the event loop (issue 17, item 2). A join is several small
// tasks (the matchmaker's HTTP answer, the socket's upgrade, the room's welcome and full
// state); a crowd of spectators arriving together runs hundreds of them back to back, and a
// command of another game waits behind them all. Each spectator's admission waits for a turn
// of its own (a setImmediate), so between two of them the loop reads every socket that is
// ready: a player's command is delayed by about one join, not by the crowd. An idle loop
// turns in microseconds, so the joins themselves barely slow down.
const waiting: (() => void)[] = [];
let scheduled = false;

function nextTurn(): void {
  scheduled = true;
  setImmediate(() => {
    waiting.shift()?.();
    if (waiting.length > 0) nextTurn();
    else scheduled = false;
  });
}

/** Resolves on a turn of the event loop of this join's own, after those asked before it. */
export function joinTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) nextTurn();
  });
}
