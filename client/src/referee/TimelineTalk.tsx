// The talk up to a step of the timeline, as the chosen viewer could read it (engine/talk.ts,
// mayRead): the referee reads every channel, a seat its own, a spectator the table.
import { mayRead } from '../../../engine/talk.js';
import type { Viewer } from '../../../engine/view.js';
import { formatTime, seatName } from '../game/labels.js';
import { channelName } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import type { TalkRecord } from './replay.js';

export function TimelineTalk({ talk, viewer, view }: { talk: TalkRecord[]; viewer: Viewer; view: ClientView }) {
  const readable = talk.filter((t) => mayRead(viewer, t.recipients));
  return (
    <section className="panel talk" aria-labelledby="timeline-talk-h">
      <h2 id="timeline-talk-h">Talk up to this step ({readable.length})</h2>
      <ol className="messages" data-testid="timeline-talk">
        {readable.length === 0 && <li className="small">Nothing said that this viewer could read.</li>}
        {readable.map((t) => (
          <li key={t.seq} className={t.channel === 'table' ? '' : 'private'}>
            <span className="small">{formatTime(t.at)} {channelName(t.channel, view)}</span> <strong>{seatName(t.seat, view)}</strong> <span className="small seat-id">({t.seat})</span>: {t.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
