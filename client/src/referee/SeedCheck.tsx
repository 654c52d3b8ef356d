// The seed check: asks the referee server to verify this game's log (the `verify` message,
// server/store/verify.ts): the hash chain is whole, the seed matches the hash published at
// the start, and re-deciding every command from the seed gives exactly the logged events
// (no shuffle, die roll or outcome changed). A failure names the first entry that does not
// match.
import { useState } from 'react';
// Only the server's report type (server/store/verify.ts) comes to the browser.
import type { VerifyReport } from '../../../server/store/verify.js';
import type { GameConnection } from '../game/connection.js';

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; report: VerifyReport; at: number } | { kind: 'error'; message: string };

export function SeedCheck({ ask, seedHash }: { ask: GameConnection['ask']; seedHash: string }) {
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });
  const run = () => {
    setCheck({ kind: 'checking' });
    ask('verify', {}).then(
      (a) => setCheck({ kind: 'done', report: a as unknown as VerifyReport, at: Date.now() }),
      (err: unknown) => setCheck({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  };
  return (
    <section className="panel seed-check" aria-labelledby="seed-h">
      <h2 id="seed-h">Seed check</h2>
      <p className="small">
        Seed hash published at the start: <code className="hash">{seedHash.slice(0, 16)}…</code>
      </p>
      <button type="button" onClick={run} disabled={check.kind === 'checking'}>
        {check.kind === 'checking' ? 'Checking…' : 'Verify dice and shuffles'}
      </button>
      <div data-testid="seed-check" role="status">
        {check.kind === 'done' && check.report.ok && (
          <p className="verify-ok">
            ✓ This game&apos;s dice and shuffles verify: {check.report.entries} log entries, the chain is whole, the seed matches its hash, and every command re-decided from the seed gives the logged events.
          </p>
        )}
        {check.kind === 'done' && !check.report.ok && (
          <p className="verify-bad">
            ✗ Entry {check.report.firstBad?.seq} does not match: {check.report.firstBad?.reason}.{check.report.seedChecked ? '' : ' (The seed could not be checked.)'}
          </p>
        )}
        {check.kind === 'error' && <p className="verify-bad">The check could not run: {check.message}</p>}
      </div>
    </section>
  );
}
