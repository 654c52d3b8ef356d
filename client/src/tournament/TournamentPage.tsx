// A tournament's page (`/?tournament=<id>[&token=<token>][&match=<match id>]`): entrants and
// sign-up, pairings, standings, the bracket, a match report, disputes, and (officials) the
// audit trail. What the token's holder may do is shown; everything else is read-only. The page
// refreshes itself every few seconds, so results from the game rooms appear as games end.
import { useCallback, useEffect, useState } from 'react';
import { tournamentApi, TournamentError } from './api.js';
import { Audit } from './Audit.js';
import { Bracket } from './Bracket.js';
import { Disputes } from './Disputes.js';
import { MatchReport } from './MatchReport.js';
import { nameOf, pageUrl } from './names.js';
import { Pairings } from './Pairings.js';
import { RoundDeadline } from './Deadlines.js';
import { RefereeQueue } from './RefereeQueue.js';
import { PresetRounds } from './PresetRounds.js';
import { PresetStandings } from './PresetStandings.js';
import { Registration } from './Registration.js';
import { Refusal } from './run.js';
import { Standings } from './Standings.js';
import type { Tournament } from './types.js';

type Tab = 'entrants' | 'pairings' | 'standings' | 'bracket' | 'disputes' | 'deadlines' | 'audit' | 'match';
const REFRESH_MS = 4000;

const ROLE: Record<string, string> = { organizer: 'Organizer', referee: 'Referee', entrant: 'Entrant' };

/** Matches waiting for the referee after a deadline: the rule's forfeits and those with notes. */
function queued(t: Tournament): number {
  return (t.deadlineQueue ?? []).reduce((n, q) => n + q.forfeitable.length + q.waiting.length, 0);
}

export function TournamentPage({ id, token, match }: { id: string; token: string | null; match: string | null }) {
  const [t, setT] = useState<Tournament | null>(null);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<Tab | null>(match ? 'match' : null);

  const reload = useCallback(() => {
    tournamentApi.get(id, token).then(
      (v) => {
        setT(v);
        setError(null);
        setVersion((n) => n + 1);
      },
      (e: TournamentError) => setError({ code: e.code, message: e.message }),
    );
  }, [id, token]);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  if (!t) {
    return (
      <main className="start tournament">
        <h1>Tournament</h1>
        {error ? <Refusal error={error} /> : <p>Loading…</p>}
        {error && (
          <p data-testid="tournament-dead-end">
            Check the link you were sent (its tournament id and token); the organizer can send it again.{' '}
            <a href="/?tournaments">All tournaments</a> · <a href="/">Start page</a>
          </p>
        )}
      </main>
    );
  }
  const official = t.you?.role === 'organizer' || t.you?.role === 'referee';
  const preset = t.preset;
  const paired = preset ? preset.paired.length : t.rounds.length;
  const shown: Tab = tab ?? (t.registrationOpen || paired === 0 ? 'entrants' : t.you?.role === 'referee' && t.disputes.some((d) => d.status === 'open') ? 'disputes' : 'pairings');
  const tabs: [Tab, string][] = [
    ['entrants', 'Entrants'],
    ['pairings', 'Pairings'],
    ['standings', 'Standings'],
    // A preset has no Top 8: ASO 2008 and Urban War rank by their standings, V:TES's final
    // table is shown with its standings.
    ...(preset ? [] : ([['bracket', 'Bracket']] as [Tab, string][])),
    ['disputes', `Disputes${t.disputes.some((d) => d.status === 'open') ? ` (${t.disputes.filter((d) => d.status === 'open').length})` : ''}`],
    ...(official ? ([['deadlines', `Deadlines and notes${queued(t) ? ` (${queued(t)})` : ''}`], ['audit', 'Audit trail']] as [Tab, string][]) : []),
    ...(match ? ([['match', `Match ${match}`]] as [Tab, string][]) : []),
  ];
  return (
    <main className="start tournament">
      <header className="t-header">
        <h1 data-testid="tournament-name">{t.name}</h1>
        <p className="small">
          {preset ? <span data-testid="format">{preset.title}</span> : <>OT2022 · {t.playersPerGame} players a game · scenario {t.scenario}</>} · phase <span data-testid="phase">{t.phase}</span>
          {t.you && <> · you are: <strong data-testid="you">{ROLE[t.you.role]}{t.you.entrantId ? ` ${nameOf(t, t.you.entrantId)}` : ''}</strong></>}
        </p>
        <p className="small">
          {t.seed !== null
            ? <>Seed (recorded at creation; round 1 and the last tie-break derive from it): <code data-testid="seed">{t.seed}</code></>
            : <>Seed hash (the seed is revealed when round 1 is paired): <code data-testid="seed-hash">{t.seedHash}</code></>}
        </p>
        {t.rounds.length > 0 && <RoundDeadline t={t} round={t.rounds.length} />}
      </header>
      <nav className="t-tabs" role="tablist">
        {tabs.map(([k, label]) => (
          <button key={k} type="button" role="tab" aria-selected={shown === k} className={shown === k ? 'active' : undefined} onClick={() => setTab(k)}>{label}</button>
        ))}
        {match && <a className="small" href={pageUrl(t.id, token)}>close the match</a>}
      </nav>
      <Refusal error={error} />
      {shown === 'entrants' && <Registration t={t} token={token} reload={reload} />}
      {shown === 'pairings' && (preset ? <PresetRounds t={t} token={token} reload={reload} /> : <Pairings t={t} token={token} reload={reload} />)}
      {shown === 'standings' && (preset ? <PresetStandings t={t} token={token} reload={reload} /> : <Standings t={t} />)}
      {shown === 'bracket' && <Bracket t={t} token={token} />}
      {shown === 'disputes' && <Disputes t={t} token={token} reload={reload} />}
      {shown === 'deadlines' && official && <RefereeQueue t={t} token={token} reload={reload} />}
      {shown === 'audit' && official && <Audit id={t.id} token={token} version={version} />}
      {shown === 'match' && match && <MatchReport t={t} token={token} matchId={match} reload={reload} />}
    </main>
  );
}
