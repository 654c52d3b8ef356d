// The Top 8 bracket (OT2022, Elimination Rounds): QF1 1v8, QF2 4v5 → SF1; QF3 2v7, QF4 3v6 → SF2.
import { nameOf, pageUrl } from './names.js';
import type { Tournament } from './types.js';

const DECIDED: Record<string, string> = { banners: 'on banners', 'blocks-lost': 'banners tied, fewer blocks lost', 'swiss-rank': 'tied, higher Swiss rank', forfeit: 'forfeit', 'double-forfeit': 'both forfeited, higher Swiss rank' };

export function Bracket({ t, token }: { t: Tournament; token: string | null }) {
  const b = t.bracket;
  return (
    <section className="panel" aria-labelledby="bracket-h">
      <h2 id="bracket-h">Top 8 bracket</h2>
      {!b && <p>The bracket starts after the {t.swissRounds} Swiss rounds, when the organizer pairs it.</p>}
      {b && 'error' in b && <p className="error"><code>{b.error.code}</code> {b.error.message}</p>}
      {b && 'matches' in b && (
        <>
          {b.champion && <p className="champion" data-testid="champion">Champion: {nameOf(t, b.champion)}</p>}
          <p className="small"><a href={`/api/tournaments/${t.id}/bracket?format=csv`}>CSV</a> · <a href={`/api/tournaments/${t.id}/bracket`}>JSON</a></p>
          <div className="bracket">
            {b.matches.map((m) => {
              const paired = t.matches.some((x) => x.id === m.match);
              return (
                <div key={m.match} className="bracket-match" data-testid={`bracket-${m.match}`}>
                  <strong>{m.label}</strong>
                  <div>{m.a ? `(${m.seedA}) ${nameOf(t, m.a)}` : 'to be decided'}</div>
                  <div>{m.b ? `(${m.seedB}) ${nameOf(t, m.b)}` : 'to be decided'}</div>
                  {m.result && <div className="small">{m.result.bannersA}–{m.result.bannersB} banners, blocks lost {m.result.blocksLostA}–{m.result.blocksLostB}: {nameOf(t, m.result.winner)} ({DECIDED[m.result.decidedBy]})</div>}
                  {paired && <a className="small" href={pageUrl(t.id, token, { match: m.match })}>Match report</a>}
                </div>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
