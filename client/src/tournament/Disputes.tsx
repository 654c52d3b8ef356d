// The referee's dispute queue: each dispute with the game's report and log links; the ruling
// with its written reason, keeping or changing the result. Players see their own disputes.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { logHref, nameOf, pageUrl, resultText } from './names.js';
import { ResultForm } from './ResultForm.js';
import { Refusal, useRun } from './run.js';
import type { Dispute, Tournament } from './types.js';

function Ruling({ t, token, d, reload }: { t: Tournament; token: string | null; d: Dispute; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [reason, setReason] = useState('');
  const m = t.matches.find((x) => x.id === d.matchId)!;
  return (
    <div className="ruling">
      <label className="field">Ruling (the written reason) <textarea aria-label={`Reason for ${d.id}`} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} /></label>
      <button type="button" disabled={busy} onClick={() => void run(() => tournamentApi.rule(t.id, token, d.id, reason, null))}>Rule: the result stands</button>
      <details>
        <summary>Rule and change the result</summary>
        <ResultForm t={t} match={m} label={`Rule ${d.id} with this result`} needReason={false} busy={busy} onSubmit={(r) => void run(() => tournamentApi.rule(t.id, token, d.id, reason, r))} />
      </details>
      <Refusal error={error} />
    </div>
  );
}

export function Disputes({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const referee = t.you?.role === 'referee';
  const official = referee || t.you?.role === 'organizer';
  const open = t.disputes.filter((d) => d.status === 'open');
  return (
    <section className="panel" aria-labelledby="disputes-h" data-testid="disputes">
      <h2 id="disputes-h">Disputes ({open.length} open)</h2>
      <p className="small">OT2022: "The tournament referee will be the final arbiter of disputes." A ruling is final.</p>
      {t.disputes.length === 0 && <p>No disputes.</p>}
      {t.disputes.map((d) => {
        const m = t.matches.find((x) => x.id === d.matchId);
        const g = m?.games[d.game - 1];
        return (
          <article key={d.id} className={`dispute ${d.status}`} data-testid={`dispute-${d.id}`}>
            <h3>{d.id}: {d.matchId} game {d.game} — {d.status}</h3>
            <p className="small">Opened by {nameOf(t, d.by)} on {new Date(d.openedAt).toLocaleString()}</p>
            {d.text && <blockquote>{d.text}</blockquote>}
            {m && g && (
              <p className="small">
                Result now: {resultText(t, g.result, m.a, m.b)} · <a href={pageUrl(t.id, token, { match: m.id })}>match report</a> · log <a href={logHref(g.log.text, token, official)}>text</a> · <a href={logHref(g.log.json, token, official)}>JSON</a>
              </p>
            )}
            {d.ruling && <p data-testid="ruling">Ruling{d.ruling.changed ? ' (result changed)' : ' (result stands)'}{d.ruling.reason ? `: ${d.ruling.reason}` : ''}</p>}
            {referee && d.status === 'open' && <Ruling t={t} token={token} d={d} reload={reload} />}
          </article>
        );
      })}
    </section>
  );
}
