// The referee's timeline: the game's log replayed in the browser with the pure engine
// (replay.ts), stepped backwards and forwards (buttons, a slider, and ←/→, Home/End), with
// the board and any seat's view as it was at that step (viewFor, as the server projects
// it). It asks the room for the log (`export`, json) and again whenever a new command
// lands; while on the last step it follows the game.
import { useEffect, useMemo, useRef, useState } from 'react';
import { lineFor, linesFor } from '../../../engine/narrate-view.js';
import { viewFor, type Viewer } from '../../../engine/view.js';
import { Battlefield } from '../board/Battlefield.js';
import type { GameConnection } from '../game/connection.js';
import { formatTime, seatName } from '../game/labels.js';
import type { ClientView } from '../game/view.js';
import { StatusPanel } from '../panels/StatusPanel.js';
import { TurnLog } from '../panels/TurnLog.js';
import { UnitInfo } from '../panels/UnitInfo.js';
import { buildTimeline, linesUpTo, talkUpTo, type Timeline } from './replay.js';
import { SeedCheck } from './SeedCheck.js';
import { describeCommand, StepSummary } from './StepSummary.js';
import { TimelineTalk } from './TimelineTalk.js';

function viewerOf(key: string): Viewer {
  return key === 'referee' ? { kind: 'referee' } : key === 'spectator' ? { kind: 'spectator' } : { kind: 'seat', seatId: key };
}

/** Keeps the timeline in step with the live game: one export at a time, one more if the
 *  game moved on meanwhile. `moved` changes whenever the log grows (a command or talk). */
function useTimeline(ask: GameConnection['ask'], moved: string): { timeline: Timeline | null; error: string | null } {
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const stale = useRef(false);
  const latest = useRef<Timeline | null>(null);
  useEffect(() => {
    let gone = false;
    const load = () => {
      if (busy.current) {
        stale.current = true;
        return;
      }
      busy.current = true;
      stale.current = false;
      ask('export', { format: 'json' })
        .then((a) => {
          if (gone) return;
          latest.current = buildTimeline(String(a.content), latest.current);
          setTimeline(latest.current);
          setError(null);
        })
        .catch((err: unknown) => !gone && setError(err instanceof Error ? err.message : String(err)))
        .finally(() => {
          busy.current = false;
          if (stale.current && !gone) load();
        });
    };
    load();
    return () => {
      gone = true;
      busy.current = false;
    };
  }, [ask, moved]);
  return { timeline, error };
}

export function RefereeTimeline({ conn, live }: { conn: GameConnection; live: ClientView }) {
  const { timeline, error } = useTimeline(conn.ask, `${live.version}:${conn.talk.length}`);
  const [picked, setPicked] = useState<number | null>(null); // null: follow the last step
  const [viewerKey, setViewerKey] = useState('referee');
  const [selected, setSelected] = useState<string | null>(null);
  const count = timeline?.steps.length ?? 0;
  const index = picked === null ? count - 1 : Math.min(picked, count - 1);
  const go = (i: number) => setPicked(i >= count - 1 ? null : Math.max(0, i));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
      const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
      if (!(e.key in moves) || count === 0) return;
      e.preventDefault();
      go(moves[e.key]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const step = timeline && index >= 0 ? timeline.steps[index] : undefined;
  const viewer = viewerOf(viewerKey);
  const view: ClientView | null = useMemo(() => {
    if (!step) return null;
    try {
      return { ...viewFor(step.state, viewer), presence: live.presence, spectators: live.spectators, seedRevealed: '' };
    } catch {
      return null; // a seat the game does not have
    }
  }, [step, viewerKey, live.presence, live.spectators]);
  const lines = useMemo(() => (timeline && index >= 0 ? linesFor(linesUpTo(timeline, index), viewer) : []), [timeline, index, viewerKey]);

  if (error && !timeline) return <main className="loading"><p role="alert">The log could not be loaded: {error}</p></main>;
  if (!timeline || !step || !view) return <main className="loading"><p>Loading the log…</p></main>;
  const side = view.me?.army ?? 'south';
  return (
    <main className="layout timeline">
      <div className="board-col">
        <div className="timeline-bar" role="group" aria-label="Timeline">
          <button type="button" onClick={() => go(0)} disabled={index === 0} aria-label="First step (Home)">« Start</button>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous step (←)">◀</button>
          <input type="range" min={0} max={count - 1} value={index} onChange={(e) => go(Number(e.target.value))} aria-label="Step" />
          <button type="button" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Next step (→)">▶</button>
          <button type="button" onClick={() => go(count - 1)} disabled={index === count - 1} aria-label="Last step (End)">Now »</button>
          <label>
            View of{' '}
            <select value={viewerKey} onChange={(e) => setViewerKey(e.target.value)} data-testid="timeline-viewer">
              <option value="referee">the referee (everything)</option>
              <option value="spectator">a spectator</option>
              {step.state.seats.map((s) => (
                <option key={s.id} value={s.id}>{seatName(s, step.state)} ({s.id})</option>
              ))}
            </select>
          </label>
        </div>
        <p className="timeline-step" data-testid="timeline-step" data-step={index} aria-live="polite">
          <strong>Step {index} of {count - 1}</strong>
          {picked === null ? ' (following the game)' : ''} · entry {step.seq} · {formatTime(step.at)} ·{' '}
          {step.command && step.seat ? (
            <>
              {seatName(step.seat, step.state)} <span className="small seat-id">({step.seat})</span>: {describeCommand(step.command)}
            </>
          ) : (
            'the game starts: the deck is shuffled and the hands dealt'
          )}
        </p>
        {step.lines.length > 0 && (
          <ul className="step-lines" data-testid="step-lines">
            {step.lines.map((n) => {
              const l = lineFor(n, viewer);
              return <li key={n.version} className={l.redacted ? 'redacted' : undefined}>{l.text}</li>;
            })}
          </ul>
        )}
        <Battlefield view={view} side={side} selectedUnit={selected} battleUnits={[]} plannedPath={[]} targetHexes={[]} mySections={[]} onUnit={setSelected} onHex={() => {}} />
        <div className="below-board">
          <StatusPanel view={view} />
          <UnitInfo view={view} unitId={selected} />
        </div>
      </div>
      <aside className="side-col">
        <StepSummary view={view} />
        <TurnLog lines={lines} title="Log up to this step" testId="timeline-log" onPick={(v) => go(timeline.steps.findIndex((st) => st.state.version >= v))} />
        <TimelineTalk talk={talkUpTo(timeline, index)} viewer={viewer} view={view} />
        <SeedCheck ask={conn.ask} seedHash={timeline.seedHash} receipt={conn.receipt} />
        <p className="small">Keys: ← and → step, Home and End jump to the start and the present.</p>
      </aside>
    </main>
  );
}
