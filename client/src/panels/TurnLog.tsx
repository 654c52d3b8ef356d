// The turn log: the game's narrated lines as this viewer may read them (the server redacts
// what his view hides, engine/narrate-view.ts), grouped by turn, newest at the bottom and
// kept in sight unless the reader has scrolled back to read older lines.
import { useEffect, useRef } from 'react';
import type { LogLine } from '../../../engine/narrate-view.js';

interface Props {
  lines: LogLine[];
  title?: string;
  testId?: string;
  /** Makes each line a button (the referee's timeline jumps to the step that told it). */
  onPick?(version: number): void;
  /** The lines up to this version are missing: the referee could not read them for the
   *  welcome (a long game's older lines come from its store: server/game/turn-log.ts). */
  missingUpTo?: number | null;
}

interface Group {
  key: string;
  heading: string;
  army: string | null;
  lines: LogLine[];
}

/** A line's first letter in capitals, unless it starts with a unit id ("a4 (light infantry)
 *  moved…"): ids are lower-case everywhere else on the screen, so "A4" would name no unit. */
export function sentenceStart(text: string): string {
  return /^[a-z]+\d/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lines of one turn of one army go under one heading, without their "Turn n, Army: ";
 *  lines told for the whole table (a deal, an elimination, a banner) join the turn they
 *  happen in. */
export function groups(lines: LogLine[]): Group[] {
  const out: Group[] = [];
  for (const l of lines) {
    const prefix = /^Turn (\d+), ([^:]+): /.exec(l.text);
    const text = prefix ? l.text.slice(prefix[0].length) : l.text;
    const line = { ...l, text: sentenceStart(text) };
    const last = out[out.length - 1];
    if (prefix) {
      const heading = `Turn ${prefix[1]} · ${prefix[2]}`;
      if (last?.heading === heading) last.lines.push(line);
      else out.push({ key: `${l.version}`, heading, army: l.army, lines: [line] });
    } else if (last) last.lines.push(line);
    else out.push({ key: `${l.version}`, heading: 'Before the battle', army: null, lines: [line] });
  }
  return out;
}

export function TurnLog({ lines, title = 'Turn log', testId = 'turn-log', onPick, missingUpTo = null }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const onScroll = () => {
    const el = box.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  return (
    <section className="panel turn-log" aria-labelledby={`${testId}-h`}>
      <h2 id={`${testId}-h`}>{title}</h2>
      <div className="log-scroll" ref={box} onScroll={onScroll} data-testid={testId} aria-live="polite">
        {missingUpTo !== null && (
          <p className="small" role="note">
            Earlier lines could not be loaded just now; they come back when you reconnect.
          </p>
        )}
        {lines.length === 0 && missingUpTo === null && <p className="small">Nothing has happened yet.</p>}
        {groups(lines).map((g) => (
          <div key={g.key} className={`log-turn${g.army ? ` log-${g.army}` : ''}`}>
            <h3>{g.heading}</h3>
            <ol>
              {g.lines.map((l) => (
                <li
                  key={l.version}
                  data-version={l.version}
                  className={[l.redacted ? 'redacted' : '', onPick ? 'pick' : ''].filter(Boolean).join(' ') || undefined}
                  title={l.redacted ? 'Hidden from you: told face down' : onPick ? 'Go to this step' : undefined}
                  {...(onPick
                    ? { role: 'button', tabIndex: 0, onClick: () => onPick(l.version), onKeyDown: (e: React.KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onPick(l.version)) }
                    : {})}
                >
                  {l.text}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
