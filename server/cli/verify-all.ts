// `npm run referee -- verify --all`: every game in the store verified as `verify <game-id>`
// verifies one (store/verify.ts: the hash chain, the seed against its published hash, every
// column, and every logged event replayed from its command), whatever its status. It is how an
// operator checks a backup (docs/deploy.md: point REFEREE_DB or DATABASE_URL at the copy) or a
// store after a crash: a line for each game that does not verify, naming its first bad entry,
// then one line on them all. It reads a page of ids and one game's log at a time, so a store of
// any size is gone over in bounded memory, and says how far it got every so often (on standard
// error from the command line, so the results on standard output stay as they are). Exit 0
// when every game verifies, 1 when any does not, 2 when the store cannot be opened or read.
import { locationSeen, openStore } from '../store/open.js';
import type { Store } from '../store/store.js';
import { verifyLog } from '../store/verify.js';

/** Ids read a page at a time. */
const PAGE = 200;

/** Where and how often the command says how far it got. */
export interface VerifyProgress {
  every: number;
  note: (line: string) => void;
}

export async function verifyAll(location: string, print: (line: string) => void, pageSize = PAGE, progress?: VerifyProgress): Promise<number> {
  const { where, missing } = locationSeen(location);
  if (missing) {
    print(`✗ no database at ${location}`);
    return 2;
  }
  let store: Store;
  try {
    store = await openStore(location);
  } catch (err) {
    print(`✗ cannot open the store at ${where}: ${(err as Error).message}`);
    return 2;
  }
  let games = 0;
  let entries = 0;
  let failed = 0;
  try {
    let after: string | null = null;
    for (;;) {
      const ids = await store.gameIdsAfter(after, pageSize);
      if (ids.length === 0) break;
      for (const id of ids) {
        const game = await store.game(id);
        // Deleted since its id was read: nothing is left of it to verify.
        if (!game) continue;
        const log = await store.readLog(id);
        const r = verifyLog(log, game.seedHash);
        games++;
        entries += r.entries;
        if (r.firstBad !== null) {
          failed++;
          print(r.entries === 0 ? `✗ game ${id} (${game.status}): its log is empty; a game's log begins with its start entry.` : `✗ game ${id} (${game.status}): entry ${r.firstBad.seq} does not match: ${r.firstBad.reason}.`);
        }
        if (progress && games % progress.every === 0) progress.note(`… ${games} games verified so far, ${failed} of them not`);
      }
      after = ids.at(-1)!;
    }
  } catch (err) {
    print(`✗ reading the store at ${where} failed after ${games} game${games === 1 ? '' : 's'}: ${(err as Error).message}`);
    return 2;
  } finally {
    await store.close();
  }
  if (failed > 0) {
    const others = games - failed;
    print(`✗ ${failed} of ${games} game${games === 1 ? '' : 's'} in ${where} do${failed === 1 ? 'es' : ''} not verify (above); ${others === 0 ? 'none does' : `the other ${others} do${others === 1 ? 'es' : ''}`}.`);
    return 1;
  }
  if (games === 0) {
    print(`✓ ${where} holds no games: nothing to verify.`);
    return 0;
  }
  print(`✓ ${games === 1 ? 'the one game' : `all ${games} games`} in ${where} verif${games === 1 ? 'ies' : 'y'} (${entries} entries): every hash chain is whole, every seed matches its published hash, and every logged event follows from its command.`);
  return 0;
}
