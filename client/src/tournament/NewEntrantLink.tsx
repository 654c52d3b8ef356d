// The organizer's "new link" for an entrant who lost his: a reason (it goes into the audit
// trail), then the new entrant link, shown once; the old link stops working at once.
import { useState } from 'react';
import { CopyLink } from '../start/CopyLink.js';
import { tournamentApi } from './api.js';
import { pageUrl } from './names.js';
import { Refusal, useRun } from './run.js';
import type { Tournament } from './types.js';

export function NewEntrantLink({ t, token, entrant, reload, close }: { t: Tournament; token: string | null; entrant: Tournament['entrants'][number]; reload: () => void; close: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [reason, setReason] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const issue = () =>
    run(async () => {
      const r = await tournamentApi.newEntrantToken(t.id, token, entrant.id, reason);
      setUrl(new URL(pageUrl(t.id, r.token), location.href).toString());
    });
  return (
    <div className="panel" data-testid={`new-link-${entrant.id}`}>
      {url === null ? (
        <form onSubmit={(e) => { e.preventDefault(); void issue(); }}>
          <p className="small">A new link for {entrant.name}: the old one stops working at once.</p>
          <label className="field">Why (for the audit trail) <input aria-label={`Reason for a new link for ${entrant.name}`} value={reason} onChange={(e) => setReason(e.target.value)} /></label>
          <button type="submit" className="primary" disabled={busy}>Issue the new link</button>{' '}
          <button type="button" onClick={close}>Cancel</button>
        </form>
      ) : (
        <p>
          New link for <strong>{entrant.name}</strong> (shown once; give it to him privately): <CopyLink url={url} label={`new ${entrant.name}`} />{' '}
          <button type="button" onClick={close}>Done</button>
        </p>
      )}
      <Refusal error={error} />
    </div>
  );
}
