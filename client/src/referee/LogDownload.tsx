// The game's log as a file: asks the room for its `export` (JSON, `epic-referee-log/1`, which
// `npm run referee -- verify <file>` checks; or the readable text) and hands it to the browser
// as a download. Referees may ask at any time, players once the game is over (docs/protocol.md).
import { useState } from 'react';
import type { GameConnection } from '../game/connection.js';
import { saveFile } from './save-file.js';

type Format = 'json' | 'text';

const FILE: Record<Format, { ext: string; mime: string; label: string }> = {
  json: { ext: 'json', mime: 'application/json', label: 'JSON (verifiable)' },
  text: { ext: 'txt', mime: 'text/plain', label: 'text' },
};

export function LogDownload({ ask, gameId }: { ask: GameConnection['ask']; gameId: string }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (format: Format) => {
    setBusy(format);
    setError(null);
    ask('export', { format })
      .then((a) => saveFile(`epic-${gameId}.${FILE[format].ext}`, FILE[format].mime, String(a.content)))
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(null));
  };
  return (
    <div className="log-download" role="group" aria-label="Download the log">
      <span>Download the log:</span>
      {(['json', 'text'] as const).map((f) => (
        <button key={f} type="button" data-testid={`download-${f}`} disabled={busy !== null} onClick={() => download(f)}>
          {busy === f ? 'Preparing…' : FILE[f].label}
        </button>
      ))}
      {error && <p className="verify-bad" role="alert" data-testid="download-error">The log could not be downloaded: {error}</p>}
    </div>
  );
}
