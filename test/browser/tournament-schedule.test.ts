// Scheduling a tournament match in Debian's Chromium: the organizer pairs round 1 with its
// deadline typed in his own zone; two entrants in browsers set to other time zones (Tokyo and
// New York) open their match page; the round's deadline shows in each one's own zone with the
// time left; one proposes two times (typed in his own wall time), the other accepts one, the
// agreed time shows on both pages in each one's zone, with the seat links; the .ics is
// downloaded from the page and parsed; a note to the referee reaches the referee's queue; the
// referee's clock (a fake one, moved forward) passes the deadline and he applies the rule to the
// silent match with one button. Needs `npm run build` first. Screenshots in
// test-results/tournament-schedule-*.png.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localTime } from '../../client/src/tournament/time.js';
import { wallTime } from '../../server/tournament/zoned-time.js';
import { shot, tableForFile } from './seats.js';

const UI_TIMEOUT = 8000;
/** The referee's clock runs `ahead` ms ahead of the real one (the browsers keep theirs). */
let ahead = 0;
const table = tableForFile('browser-schedule', () => Date.now() + ahead);
const HOUR = 3_600_000;

async function openIn(zone: string, url: string): Promise<Page> {
  const ctx = await table().browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: zone, acceptDownloads: true });
  table().contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  await page.goto(url);
  return page;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${table().base}${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** The value of one property of an .ics file (RFC 5545: folded lines joined). */
function icsField(ics: string, name: string): string | undefined {
  return ics.replace(/\r\n[ \t]/g, '').split(/\r\n/).find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
}

const icsUtc = (t: number) => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('scheduling a match on its page', () => {
  it('two entrants in different time zones agree a time and download it', async () => {
    // The tournament through the API: four entrants (Ada with contact details), round 1 paired
    // with a deadline ten days from now, 20:00 in Paris.
    const made = await call('POST', '/api/tournaments', { name: 'Schedule Open', scenario: 'vellara-ford' });
    const T = `/api/tournaments/${made.id}`;
    const org = made.organizer.token;
    await call('POST', `${T}/registration`, { open: true }, org);
    const tokens: Record<string, string> = {};
    for (const [name, contact] of [['Ada', 'ada@example.org'], ['Bo', 'bo on Discord'], ['Cy', ''], ['Di', '']] as const) {
      const e = await call('POST', `${T}/entrants`, { name, ...(contact ? { contact } : {}) });
      tokens[e.entrantId] = e.token;
    }
    await call('POST', `${T}/registration`, { open: false }, org);
    // The organizer, in Paris, pairs round 1 with its deadline: his zone is the form's default.
    const deadlineDate = wallTime(Date.now() + 10 * 24 * HOUR, 'Europe/Paris').slice(0, 10);
    const organizer = await openIn('Europe/Paris', `${table().base}/?tournament=${made.id}&token=${org}`);
    await organizer.getByRole('tab', { name: 'Pairings' }).click();
    expect(await organizer.getByLabel('Deadline time zone').inputValue()).toBe('Europe/Paris');
    await organizer.getByLabel('Deadline date').fill(deadlineDate);
    await organizer.getByLabel('Deadline time', { exact: true }).fill('20:00');
    await organizer.getByRole('button', { name: 'Pair round 1' }).click();
    await organizer.getByTestId('round-1').getByTestId('deadline-1').waitFor();
    await shot(organizer, 'tournament-schedule-paired');
    const paired = { tournament: await call('GET', T) };
    const m = paired.tournament.matches[0] as { id: string; a: string; b: string };
    const deadlineAt = paired.tournament.deadlines[0].at as string;
    expect(paired.tournament.deadlines[0]).toMatchObject({ zone: 'Europe/Paris', wallTime: `${deadlineDate}T20:00` });
    const page = (token: string) => `${table().base}/?tournament=${made.id}&token=${token}&match=${m.id}`;

    // Player a in Tokyo, player b in New York, each on the match page.
    const a = await openIn('Asia/Tokyo', page(tokens[m.a]!));
    const b = await openIn('America/New_York', page(tokens[m.b]!));
    for (const [p, zone] of [[a, 'Asia/Tokyo'], [b, 'America/New_York']] as const) {
      const d = p.getByTestId('match-schedule').getByTestId('deadline-1');
      await expect.poll(() => d.textContent()).toContain(`${localTime(deadlineAt, zone)} (your time, ${zone})`);
      expect(await d.getByTestId('time-left').textContent()).toMatch(/^(9|10) days \d+ hours? left$/);
      expect(await d.textContent()).toContain(`set as ${deadlineDate} 20:00 Europe/Paris`);
    }

    // a proposes two times, typed as his own (Tokyo) wall time.
    const base = Math.ceil(Date.now() / HOUR) * HOUR;
    const p1 = base + 3 * 24 * HOUR;
    const p2 = base + 4 * 24 * HOUR + 2 * HOUR;
    await a.getByLabel('Proposed time 1').fill(wallTime(p1, 'Asia/Tokyo'));
    await a.getByRole('button', { name: 'Add another time' }).click();
    await a.getByLabel('Proposed time 2').fill(wallTime(p2, 'Asia/Tokyo'));
    await a.getByRole('button', { name: 'Propose these times' }).click();
    await expect.poll(() => a.getByTestId('proposal').textContent()).toContain('Waiting for');
    await shot(a, 'tournament-schedule-proposed');

    // b sees them in New York time and accepts the second.
    await b.reload();
    const proposal = b.getByTestId('proposal');
    await expect.poll(() => proposal.textContent()).toContain(localTime(new Date(p1).toISOString(), 'America/New_York'));
    await proposal.getByRole('button', { name: `Accept ${localTime(new Date(p2).toISOString(), 'America/New_York')}` }).click();

    // The agreed time on both pages, each in its own zone, with the calendar file and seat links.
    for (const [p, zone] of [[b, 'America/New_York'], [a, 'Asia/Tokyo']] as const) {
      await p.reload();
      await expect.poll(() => p.getByTestId('agreed-time').textContent()).toContain(`Agreed: ${localTime(new Date(p2).toISOString(), zone)} (your time, ${zone})`);
      await p.getByTestId('game-1').getByRole('button', { name: 'My seat link' }).click();
      await expect.poll(() => p.getByTestId('game-1').getByTestId('seat-links').locator('li').count()).toBe(1);
      const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('calendar-link').click()]);
      expect(download.suggestedFilename()).toBe(`${made.id}-${m.id}.ics`);
      const ics = readFileSync((await download.path())!, 'utf8');
      expect(icsField(ics, 'DTSTART')).toBe(icsUtc(p2));
      expect(icsField(ics, 'SUMMARY')).toContain(m.id);
      expect(ics).not.toContain('token=');
    }
    await shot(b, 'tournament-schedule-agreed');
    // Each sees his opponent's contact details if the opponent gave some (Ada and Bo did), and
    // nothing otherwise.
    const contacts: Record<string, string> = { e1: 'ada@example.org', e2: 'bo on Discord' };
    for (const [p, opponent] of [[a, m.b], [b, m.a]] as const) {
      if (contacts[opponent]) await expect.poll(() => p.getByTestId('opponent-contact').textContent()).toContain(contacts[opponent]);
      else expect(await p.getByTestId('opponent-contact').count()).toBe(0);
    }

    // a writes to the referee; the referee's queue shows it.
    await a.getByText('Write to the referee about this match').click();
    await a.getByLabel('Note to the referee').fill('My opponent asks to move the game; we will agree again.');
    await a.getByRole('button', { name: 'Send to the referee' }).click();
    await expect.poll(() => a.getByTestId('note-sent').textContent()).toBe('Note N1 sent.');
    const ref = await openIn('Europe/Paris', `${table().base}/?tournament=${made.id}&token=${made.referee.token}`);
    await ref.getByRole('tab', { name: /Deadlines and notes/ }).click();
    await expect.poll(() => ref.getByTestId('all-notes').textContent()).toContain('we will agree again');
    await shot(ref, 'tournament-schedule-referee-queue');

    // The referee's clock passes the deadline: m waits for him (a note), the silent match is
    // listed for the rule; nothing is forfeited until he presses the button.
    const silent = paired.tournament.matches.find((x: { id: string }) => x.id !== m.id) as { id: string };
    ahead = Date.parse(deadlineAt) - Date.now() + HOUR;
    await ref.reload();
    await ref.getByRole('tab', { name: /Deadlines and notes \(2\)/ }).click();
    const q = ref.getByTestId('queue-round-1');
    await expect.poll(() => q.getByTestId('waiting-match').textContent()).toContain(m.id);
    expect(await q.textContent()).toContain(`Forfeited by the rule (no result, no word from either player): ${silent.id}`);
    expect((await call('GET', `${T}/matches/${silent.id}`)).games.map((g: { result: unknown }) => g.result)).toEqual([null, null]);
    await q.getByRole('button', { name: 'Apply the deadline rule to 1 match' }).click();
    await expect.poll(() => q.textContent()).toContain('Forfeited by the rule (no result, no word from either player): none');
    const after = await call('GET', `${T}/matches/${silent.id}`);
    expect(after.games.map((g: { source: string }) => g.source)).toEqual(['deadline', 'deadline']);
    await ref.goto(`${table().base}/?tournament=${made.id}&token=${made.referee.token}&match=${silent.id}`);
    await expect.poll(() => ref.getByTestId('game-1').getByTestId('game-result').textContent()).toContain('forfeited by both players');
    await shot(ref, 'tournament-schedule-forfeited');
  }, 90_000);
});
