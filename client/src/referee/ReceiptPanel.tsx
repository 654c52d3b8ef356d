// The player's receipt (server/store/receipt.ts): the chain's head the referee gave him when
// his last command or message was accepted. Shown with its entry and hash, and downloadable as
// a file, which `npm run referee -- verify <game> --receipt <file>` and the referee's seed
// check take: a log cut short or rewritten before that entry then fails to verify.
import type { Receipt } from '../../../server/store/receipt.js';
import { receiptFile } from '../../../server/store/receipt.js';
import { saveFile } from './save-file.js';

export function ReceiptPanel({ receipt }: { receipt: Receipt | null }) {
  return (
    <section className="panel receipt" aria-labelledby="receipt-h" data-testid="receipt">
      <h2 id="receipt-h">Your receipt</h2>
      {receipt ? (
        <>
          <p className="small">
            Log entry {receipt.seq}, hash <code className="hash" data-testid="receipt-hash">{receipt.hash.slice(0, 16)}…</code>: keep it to check later that the log was not cut short or changed.
          </p>
          <button type="button" data-testid="download-receipt" onClick={() => saveFile(`epic-${receipt.gameId}-receipt-${receipt.seq}.json`, 'application/json', receiptFile(receipt))}>
            Download receipt
          </button>
        </>
      ) : (
        <p className="small">None yet: each command or message of yours that the referee accepts gives one.</p>
      )}
    </section>
  );
}
