// An entrant's own contact details (optional): seen only by his opponents of the current round
// and the officials (OT2022: "player list with contact information provided").
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { Refusal, useRun } from './run.js';
import type { Tournament } from './types.js';

export function ContactForm({ t, token, entrantId, reload }: { t: Tournament; token: string | null; entrantId: string; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? t.contacts?.[entrantId] ?? '';
  return (
    <form className="signup" data-testid="contact-form" onSubmit={(e) => { e.preventDefault(); void run(async () => { await tournamentApi.contact(t.id, token, entrantId, shown.trim() || null); setValue(null); }); }}>
      <label className="field">Your contact details (e-mail, Discord…; seen only by your opponents of the current round, the organizer and the referee) <input aria-label="Your contact details" value={shown} onChange={(e) => setValue(e.target.value)} /></label>
      <button type="submit" disabled={busy}>Save contact details</button>
      <Refusal error={error} />
    </form>
  );
}
