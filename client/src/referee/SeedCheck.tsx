// The seed check: asks the referee server to verify this game's log (the `verify` message,
// server/store/verify.ts): the hash chain is whole, the seed matches the hash published at
// the start, every column holds what it must, and re-deciding every command from the seed
// gives exactly the logged events (no shuffle, die roll or outcome changed). A failure names
// the first entry that does not match. The check also takes a receipt (server/store/receipt.ts):
// this browser's own, or a file a player hands over (the referee's tools), and says whether
// the log still holds that entry unchanged.
import { useState } from 'react';
// Only the server's report and receipt types and the receipt reader come to the browser.
import type { VerifyReport } from '../../../server/store/verify.js';
import { parseReceipt, type Receipt } from '../../../server/store/receipt.js';
import type { GameConnection } from '../game/connection.js';

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; report: VerifyReport; at: number } | { kind: 'error'; message: string };

export function SeedCheck({ ask, seedHash, receipt }: { ask: GameConnection['ask']; seedHash: string; receipt: Receipt | null }) {
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });
  const run = (with_: Receipt | null) => {
    setCheck({ kind: 'checking' });
    ask('verify', with_ ? { receipt: { gameId: with_.gameId, seq: with_.seq, hash: with_.hash } } : {}).then(
      (a) => setCheck({ kind: 'done', report: a as unknown as VerifyReport, at: Date.now() }),
      (err: unknown) => setCheck({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  };
  const fromFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(
      (text) => {
        const r = parseReceipt(text);
        if (typeof r === 'string') setCheck({ kind: 'error', message: `${file.name}: ${r}` });
        else run(r);
      },
      (err: unknown) => setCheck({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  };
  const report = check.kind === 'done' ? check.report : null;
  return (
    <section className="panel seed-check" aria-labelledby="seed-h">
      <h2 id="seed-h">Seed check</h2>
      <p className="small">
        Seed hash published at the start: <code className="hash">{seedHash.slice(0, 16)}…</code>
      </p>
      {receipt && (
        <p className="small" data-testid="seed-check-receipt">
          Your receipt: log entry {receipt.seq}, hash <code className="hash">{receipt.hash.slice(0, 16)}…</code> (checked with the log).
        </p>
      )}
      <button type="button" onClick={() => run(receipt)} disabled={check.kind === 'checking'}>
        {check.kind === 'checking' ? 'Checking…' : 'Verify dice and shuffles'}
      </button>
      <label className="small receipt-file">
        Check a receipt a player gives you: <input type="file" accept="application/json,.json" data-testid="receipt-file" onChange={(e) => fromFile(e.target.files?.[0])} />
      </label>
      <div data-testid="seed-check" role="status">
        {report && report.firstBad === null && (
          <p className="verify-ok">
            ✓ This game&apos;s dice and shuffles verify: {report.entries} log entries, the chain is whole, the seed matches its hash, and every command re-decided from the seed gives the logged events.
          </p>
        )}
        {report && report.firstBad !== null && (
          <p className="verify-bad">
            ✗ Entry {report.firstBad.seq} does not match: {report.firstBad.reason}.{report.seedChecked ? '' : ' (The seed could not be checked.)'}
          </p>
        )}
        {report?.receipts.map((c) => (
          <p key={c.seq} className={c.ok ? 'verify-ok' : 'verify-bad'} data-testid="receipt-check">
            {c.ok ? `✓ The receipt of entry ${c.seq} holds: the log has that entry, unchanged.` : `✗ The receipt of entry ${c.seq} does not hold: ${c.reason}.`}
          </p>
        ))}
        {check.kind === 'error' && <p className="verify-bad">The check could not run: {check.message}</p>}
      </div>
    </section>
  );
}
