// Exports: a game's log as JSON (verifiable) and as readable text; open to referees any
// time, to players once the game is over.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../server/cli/referee.js';
import { createGame, handOf, joinSeat, request, startTestReferee, until } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('exports', () => {
  it('gives referees the JSON log (which verifies) and the turn-by-turn text; players must wait for the end', async () => {
    const game = await createGame(referee.url);
    const oc = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    await until(() => handOf(oc, 'south:oc').length === 8, 'hand');
    const card = handOf(oc, 'south:oc').find((c) => /^order-(two|three|four)-(left|center|right)$/.test(c.kind))!;
    expect((await request(oc, 'command', { command: { type: 'IssueFieldCard', cardId: card.id } })).type).toBe('accepted');

    const json = await fetch(`${referee.url}/api/games/${game.gameId}/export?token=${game.referee.token}`);
    expect(json.status).toBe(200);
    const exported = await json.json();
    expect(exported.format).toBe('epic-referee-log/1');
    expect(exported.entries).toHaveLength(2);
    const file = join(mkdtempSync(join(tmpdir(), 'export-')), 'game.json');
    writeFileSync(file, JSON.stringify(exported));
    const lines: string[] = [];
    expect(await verify(file, (l) => lines.push(l))).toBe(true);
    expect(lines[0]).toMatch(/hash chain is whole/);

    const text = await (await fetch(`${referee.url}/api/games/${game.gameId}/export?token=${game.referee.token}&format=text`)).text();
    expect(text).toMatch(/Turn 1, Aurel: the Overall Commander issued Order (Two|Three|Four) Units (Left|Center|Right) to the (Left|Center|Right) Field General; his hand 8 → 7 cards\./);

    const early = await fetch(`${referee.url}/api/games/${game.gameId}/export?token=${game.seats['north:oc']!.token}`);
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('export/not_yet');
    const watcher = await fetch(`${referee.url}/api/games/${game.gameId}/export?token=${game.spectator.token}`);
    expect(watcher.status).toBe(403);
    expect((await watcher.json()).error).toEqual({ code: 'export/spectator', message: "Spectators cannot download this game's log: its referees can at any time, and its players once the game is over." });
    for (const format of ['xml', '', 'JSON']) {
      const odd = await fetch(`${referee.url}/api/games/${game.gameId}/export?token=${game.referee.token}&format=${format}`);
      expect(odd.status).toBe(400);
      expect((await odd.json()).error).toEqual({ code: 'export/bad_format', message: `format must be json or text (json when left out); it was "${format}".` });
    }
    expect((await fetch(`${referee.url}/api/games/${game.gameId}/export?token=nope`)).status).toBe(403);
    const viaRoom = await request(oc, 'export', { format: 'text' });
    expect(viaRoom.payload.code).toBe('export/not_yet');
    const refSeat = await joinSeat(referee.url, game.gameId, game.referee.token);
    const fromRoom = await request(refSeat, 'export', { format: 'json' });
    expect(JSON.parse(fromRoom.payload.content).entries).toHaveLength(2);
  });
  it('refuses bad game requests with a reason', async () => {
    const bad = await fetch(`${referee.url}/api/games`, { method: 'POST', body: '{"scenario":"atlantis","players":8}' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('request/unknown_scenario');
    for (const players of ['5', '"8"', 'null']) {
      const odd = await fetch(`${referee.url}/api/games`, { method: 'POST', body: `{"scenario":"vellara-ford","players":${players}}` });
      expect(odd.status).toBe(400);
      expect((await odd.json()).error).toEqual({ code: 'request/bad_game', message: 'players must be 8, 6, 4 or 2 (the number of people at the table), as a number' });
    }
    const missing = await fetch(`${referee.url}/api/games`, { method: 'POST', body: '{"scenario":"vellara-ford"}' });
    expect((await missing.json()).error).toEqual({ code: 'request/bad_game', message: 'players must be 8, 6, 4 or 2 (the number of people at the table), as a number' });
    const notJson = await fetch(`${referee.url}/api/games`, { method: 'POST', body: 'hello' });
    expect((await notJson.json()).error.code).toBe('request/bad_json');
  });
});
