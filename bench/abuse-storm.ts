// The abuse benchmark's spectator storm (bench/abuse.ts), in a worker thread of its own at the
// lowest CPU priority (nice 19 on its thread: on Linux a thread's nice value is its own, as
// server/loop-priority.ts relies on). The storm's sockets stand for strangers on other
// machines; on this 2-core machine they would otherwise take the cores from the victims' clients
// too, and the benchmark would measure its own generators fighting each other instead of what
// the server lets through. The server's work for each spectator is unchanged.
//
// BENCH_ABUSE_SPECTATORS sockets of one game join (50 asked at a time), then all leave (50 at a
// time), again and again until stopped. Each is a raw socket, as an abuser opens it: the
// matchmaker's seat reservation for the spectator link, the WebSocket, the join acknowledged,
// nothing read after that (no state decoded: the server does the same work as for a browser).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export interface StormPlan {
  base: string;
  gameId: string;
  token: string;
  spectators: number;
}

export interface StormCounts {
  joins: number;
  leaves: number;
  refused: number;
  cycles: number;
  /** The most spectator sockets open at once. */
  peak: number;
  /** The first refusals' reasons (status and body), to say why. */
  reasons: string[];
}

async function rawSpectator(base: string, gameId: string, token: string): Promise<{ leave(): Promise<void> }> {
  const res = await fetch(`${base}/matchmake/joinById/${gameId}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ token }) });
  const seat = (await res.json()) as { sessionId?: string; roomId?: string; processId?: string; error?: string };
  if (!res.ok || !seat.sessionId) throw new Error(`no seat: ${res.status} ${JSON.stringify(seat).slice(0, 200)}`);
  const ws = new WebSocket(`${base.replace('http', 'ws')}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`);
  ws.binaryType = 'arraybuffer';
  await new Promise<void>((resolve, reject) => {
    ws.onmessage = (e) => {
      // The room's JOIN_ROOM (code 10), acknowledged as the SDK does; then nothing is read.
      if (new Uint8Array(e.data as ArrayBuffer)[0] === 10) {
        ws.send(new Uint8Array([10]));
        ws.onmessage = null;
        resolve();
      }
    };
    ws.onerror = () => reject(new Error('the spectator socket failed'));
    ws.onclose = (e) => reject(new Error(`the spectator socket closed (${e.code} ${e.reason})`));
  });
  return {
    leave: () =>
      new Promise<void>((resolve) => {
        ws.onclose = () => resolve();
        ws.onerror = () => resolve();
        ws.send(new Uint8Array([12])); // LEAVE_ROOM: the server closes the socket
      }),
  };
}

if (parentPort) {
  const plan = workerData as StormPlan;
  try {
    setPriority(0, 19);
  } catch {
    // Not on this system: the storm runs at the normal priority (the run's first line says so).
  }
  const counts: StormCounts = { joins: 0, leaves: 0, refused: 0, cycles: 0, peak: 0, reasons: [] };
  let on = true;
  const run = (async () => {
    while (on) {
      const sockets: { leave(): Promise<void> }[] = [];
      let asked = 0;
      for (let i = 0; i < plan.spectators && on; i += 50) {
        asked += Math.min(50, plan.spectators - i);
        const batch = await Promise.allSettled(Array.from({ length: Math.min(50, plan.spectators - i) }, () => rawSpectator(plan.base, plan.gameId, plan.token)));
        for (const b of batch) {
          if (b.status === 'fulfilled') {
            sockets.push(b.value);
            counts.joins++;
          } else {
            counts.refused++;
            if (counts.reasons.length < 3) counts.reasons.push(String((b.reason as Error).message).slice(0, 200));
          }
        }
        counts.peak = Math.max(counts.peak, sockets.length);
      }
      for (let i = 0; i < sockets.length; i += 50) {
        await Promise.allSettled(sockets.slice(i, i + 50).map((r) => r.leave()));
        counts.leaves += Math.min(50, sockets.length - i);
      }
      // A cycle cut short by the end of the phase is not a whole one.
      if (asked === plan.spectators) counts.cycles++;
    }
  })();
  parentPort.on('message', async () => {
    on = false;
    await run;
    parentPort!.postMessage(counts);
  });
  parentPort.postMessage({ started: true });
}
