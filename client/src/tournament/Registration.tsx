// Entrants and registration: sign up (a player, or a team filling one army's seats), the
// organizer's open / close and late entries, drops, and a new link for one who lost his.
import { useState } from 'react';
import { CopyLink } from '../start/CopyLink.js';
import { tournamentApi } from './api.js';
import { pageUrl } from './names.js';
import { ContactForm } from './ContactForm.js';
import { NewEntrantLink } from './NewEntrantLink.js';
import { Refusal, useRun } from './run.js';
import type { Tournament } from './types.js';

export function Registration({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [name, setName] = useState('');
  const [members, setMembers] = useState('');
  const [contact, setContact] = useState('');
  // A preset's entrant data: ASO 2008 rating and nationality, Urban War faction and models.
  const [profile, setProfile] = useState<Record<string, string>>({});
  const format = t.preset?.format ?? 'ot2022';
  // Only the fields filled in: a missing one is named by the referee (entrant/profile_required).
  const profileOf = (): Record<string, string | number> | undefined => {
    if (format !== 'aso2008' && format !== 'urban-war') return undefined;
    const numeric = new Set(['rating', 'models']);
    return Object.fromEntries(Object.entries(profile).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, numeric.has(k) ? Number(v) : v.trim()]));
  };
  const [signed, setSigned] = useState<{ url: string; name: string } | null>(null);
  const [newLinkFor, setNewLinkFor] = useState<string | null>(null);
  const organizer = t.you?.role === 'organizer';
  const me = t.you?.role === 'entrant' ? t.you.entrantId : null;
  const seats = t.playersPerGame / 2;
  const signUp = () =>
    run(async () => {
      const list = members.split(',').map((m) => m.trim()).filter(Boolean);
      const profile = profileOf();
      const r = await tournamentApi.signUp(t.id, organizer ? token : null, name, list, { contact, ...(profile ? { profile } : {}) });
      setSigned({ url: new URL(pageUrl(t.id, r.token), location.href).toString(), name });
      setName('');
      setMembers('');
      setContact('');
    });
  return (
    <section className="panel" aria-labelledby="entrants-h">
      <h2 id="entrants-h">Entrants ({t.entrants.length})</h2>
      <p data-testid="registration-status">Registration is {t.registrationOpen ? 'open' : 'closed'}.</p>
      {organizer && (
        <p>
          <button type="button" disabled={busy} onClick={() => void run(() => tournamentApi.registration(t.id, token, !t.registrationOpen))}>
            {t.registrationOpen ? 'Close registration' : 'Open registration'}
          </button>
        </p>
      )}
      <Refusal error={error} />
      <table className="t-table" data-testid="entrants">
        <thead><tr><th>#</th><th>Name</th><th>{t.preset ? 'Profile' : 'Members'}</th><th>Joins</th><th></th></tr></thead>
        <tbody>
          {t.entrants.map((e) => [
            <tr key={e.id} className={e.id === me ? 'me' : undefined} data-entrant={e.id}>
              <td>{e.id}</td>
              <td>{e.name}{e.dropped && <span className="small"> (dropped)</span>}</td>
              <td>{e.profile ? Object.entries(e.profile).map(([k, v]) => `${k} ${v}`).join(', ') : e.members.join(', ')}</td>
              <td>{e.joinedRound > 1 ? `round ${e.joinedRound}` : ''}</td>
              <td>
                {!e.dropped && (organizer || e.id === me) && (
                  <button type="button" disabled={busy} onClick={() => {
                    const reason = window.prompt(`Drop ${e.name}? Say why (for the audit trail).`);
                    if (reason !== null) void run(() => tournamentApi.drop(t.id, token, e.id, reason));
                  }}>
                    {e.id === me ? 'Drop out' : 'Drop'}
                  </button>
                )}{' '}
                {organizer && <button type="button" onClick={() => setNewLinkFor(e.id)} aria-label={`New link for ${e.name}`}>New link</button>}
              </td>
            </tr>,
            newLinkFor === e.id && (
              <tr key={`${e.id}-new-link`}><td colSpan={5}><NewEntrantLink t={t} token={token} entrant={e} reload={reload} close={() => setNewLinkFor(null)} /></td></tr>
            ),
          ])}
        </tbody>
      </table>
      {(t.registrationOpen || organizer) && t.you?.role !== 'entrant' && (
        <form className="signup" onSubmit={(e) => { e.preventDefault(); void signUp(); }}>
          <h3>{t.registrationOpen ? 'Sign up' : 'Late entry (organizer)'}</h3>
          <label className="field">Name (VASSAL ID or team name) <input aria-label="Entrant name" value={name} onChange={(e) => setName(e.target.value)} /></label>
          {format === 'aso2008' && <>
            <label className="field">ASO rating at tournament start <input aria-label="ASO rating" type="number" min={0} value={profile.rating ?? ''} onChange={(e) => setProfile({ ...profile, rating: e.target.value })} /></label>
            <label className="field">Nationality <input aria-label="Nationality" value={profile.nationality ?? ''} onChange={(e) => setProfile({ ...profile, nationality: e.target.value })} /></label>
          </>}
          {format === 'urban-war' && <>
            <label className="field">Faction <input aria-label="Faction" value={profile.faction ?? ''} onChange={(e) => setProfile({ ...profile, faction: e.target.value })} /></label>
            <label className="field">Models in the force <input aria-label="Models" type="number" min={1} value={profile.models ?? ''} onChange={(e) => setProfile({ ...profile, models: e.target.value })} /></label>
          </>}
          {!t.preset && seats > 1 && <label className="field">Team members, comma-separated (up to {seats}) <input aria-label="Team members" value={members} onChange={(e) => setMembers(e.target.value)} /></label>}
          <label className="field">Contact details, optional (seen only by your opponents of the current round and the officials) <input aria-label="Contact details" value={contact} onChange={(e) => setContact(e.target.value)} /></label>
          <button type="submit" className="primary" disabled={busy || !name.trim()}>Sign up</button>
        </form>
      )}
      {me && <ContactForm t={t} token={token} entrantId={me} reload={reload} />}
      {signed && (
        <div className="panel" data-testid="entrant-link">
          <p><strong>{signed.name}</strong> is entered. This link is the entrant&apos;s own: it opens his games and reports. Keep it.</p>
          <CopyLink url={signed.url} label="entrant" />
        </div>
      )}
    </section>
  );
}
