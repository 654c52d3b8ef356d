// Talk: the channels this seat may use now, what it has received, and the history sent on
// joining.
import { useEffect, useRef, useState } from 'react';
import type { TalkRecord } from '../game/connection.js';
import type { ClientView } from '../game/view.js';
import { formatTime, seatName } from '../game/labels.js';
import { channelName, talkChannels } from '../game/seat.js';

interface Props {
  view: ClientView;
  talk: TalkRecord[];
  /** False when the message was not sent (the page is offline): the box keeps its text. */
  say(channel: string, text: string): boolean;
}

export function TalkPanel({ view, talk, say }: Props) {
  const channels = talkChannels(view);
  const [channel, setChannel] = useState('table');
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const current = channels.includes(channel) ? channel : channels[0] ?? 'table';
  useEffect(() => {
    // Scroll the message list only: scrollIntoView would also scroll the side column and
    // push the controls at its top (a First Strike prompt, a refusal) out of sight.
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [talk.length]);
  return (
    <section className="panel talk" aria-labelledby="talk-h">
      <h2 id="talk-h">Talk</h2>
      <ol className="messages" ref={list} aria-live="polite" data-testid="talk">
        {talk.length === 0 && <li className="small">No messages yet.</li>}
        {talk.map((t) => (
          <li key={t.seq} className={t.channel === 'table' ? '' : 'private'}>
            <span className="small">{formatTime(t.at)} {channelName(t.channel, view)}</span>{' '}
            <strong>{seatName(t.seat, view, { me: view.me?.id })}</strong>: {t.text}
          </li>
        ))}
      </ol>
      {channels.length > 0 ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            if (say(current, text.trim())) setText('');
          }}
        >
          <label>
            Channel{' '}
            <select value={current} onChange={(e) => setChannel(e.target.value)}>
              {channels.map((c) => (
                <option key={c} value={c}>{channelName(c, view)}</option>
              ))}
            </select>
          </label>
          <div className="say">
            <input type="text" aria-label="Message" maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} placeholder="Say something…" />
            <button type="submit">Send</button>
          </div>
        </form>
      ) : (
        <p className="small">Spectators and referees read; only players talk.</p>
      )}
    </section>
  );
}
