// The tournament pages in Debian's Chromium (playwright-core): the organizer creates a
// tournament from the start page and opens registration, five entrants sign up in their own
// browsers, the organizer closes registration and pairs round 1; the pairings and standings
// pages show it, an entrant opens his match and gets his seat link, and a refused action shows
// its code and sentence; the list of tournaments is reached from the start page; the organizer
// gives an entrant a new link, and the old one is refused. Needs `npm run build` first
// (dist/client). Screenshots in test-results/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shot, tableForFile } from './seats.js';

const UI_TIMEOUT = 8000;

const table = tableForFile('browser-tournament');

const open = (url: string): Promise<Page> => openPage(table(), url, UI_TIMEOUT);

const NAMES = ['Hannibal_B', 'Scipio77', 'Darius3', 'Xerxes_K', 'Pyrrhus'];

describe('the tournament pages', () => {
  it('an organizer creates a tournament, entrants register, round 1 is paired and shown', async () => {
    const base = table().base;
    // From the start page to the new-tournament form.
    const org = await open(`${base}/`);
    await org.getByTestId('new-tournament').click();
    await org.getByLabel('Tournament name').fill('Browser Open');
    await org.getByLabel('Scenario', { exact: true }).selectOption('vellara-ford');
    await org.getByRole('button', { name: 'Create tournament' }).click();
    await org.getByTestId('tournament-created').waitFor();
    const organizerUrl = await org.getByRole('textbox', { name: 'organizer link' }).inputValue();
    const publicUrl = await org.getByRole('textbox', { name: 'public link' }).inputValue();
    const refereeUrl = await org.getByRole('textbox', { name: 'referee link' }).inputValue();
    expect(organizerUrl).toMatch(/\?tournament=[\w-]+&token=/);
    await shot(org, 'tournament-created');

    // The organizer's page: he opens registration.
    await org.goto(organizerUrl);
    await expect.poll(() => org.getByTestId('you').textContent()).toBe('Organizer');
    await org.getByRole('button', { name: 'Open registration' }).click();
    await expect.poll(() => org.getByTestId('registration-status').textContent()).toBe('Registration is open.');

    // Five entrants sign up on the public page, each in his own browser.
    const entrantUrls: string[] = [];
    for (const name of NAMES) {
      const p = await open(publicUrl);
      await p.getByLabel('Entrant name').fill(name);
      await p.getByRole('button', { name: 'Sign up' }).click();
      await p.getByTestId('entrant-link').waitFor();
      entrantUrls.push(await p.getByRole('textbox', { name: 'entrant link' }).inputValue());
      if (name === NAMES[0]) await shot(p, 'tournament-signed-up');
    }
    // A second sign-up under a taken name is refused, with its code and sentence.
    const dup = await open(publicUrl);
    await dup.getByLabel('Entrant name').fill('scipio77');
    await dup.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => dup.getByTestId('refusal').textContent()).toMatch(/^entrant\/name_taken .+already entered/);

    // The organizer closes registration and pairs round 1.
    await org.reload();
    await expect.poll(() => org.locator('[data-testid="entrants"] tbody tr').count()).toBe(5);
    await org.getByRole('button', { name: 'Close registration' }).click();
    await expect.poll(() => org.getByTestId('registration-status').textContent()).toBe('Registration is closed.');
    await org.getByRole('tab', { name: 'Pairings' }).click();
    await org.getByRole('button', { name: 'Pair round 1' }).click();
    const round1 = org.getByTestId('round-1');
    await round1.waitFor();
    await expect.poll(() => round1.locator('tbody tr').count()).toBe(3); // two matches and the bye
    await expect.poll(() => round1.locator('tr[data-match="bye"]').count()).toBe(1);
    await shot(org, 'tournament-pairings');
    // Pairing round 2 now is refused: round 1's results are missing.
    await org.getByRole('button', { name: 'Pair round 2' }).click();
    await expect.poll(() => org.getByTestId('refusal').textContent()).toMatch(/^pairing\/results_missing /);

    // The standings: five entrants, the bye's 3 points.
    await org.getByRole('tab', { name: 'Standings' }).click();
    const rows = org.locator('[data-testid="standings"] tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => rows.first().locator('td').nth(2).textContent()).toBe('3');
    await shot(org, 'tournament-standings');

    // An entrant opens his match report and gets his own seat link for game 1.
    const view = await (await fetch(`${base}/api/tournaments/${new URL(publicUrl).searchParams.get('tournament')}`)).json();
    const first = view.matches[0];
    const idx = view.entrants.findIndex((e: { id: string }) => e.id === first.a);
    const player = await open(entrantUrls[idx]!);
    await player.getByRole('tab', { name: 'Pairings' }).click();
    await player.locator(`tr[data-match="${first.id}"]`).getByRole('link', { name: 'My match: games and report' }).click();
    await player.getByTestId('match-report').waitFor();
    await player.getByTestId('game-1').getByRole('button', { name: 'My seat link' }).click();
    const seatLinks = player.getByTestId('game-1').getByTestId('seat-links').locator('li');
    await expect.poll(() => seatLinks.count()).toBe(1);
    expect(await seatLinks.first().locator('input').inputValue()).toMatch(/\/\?game=[\w-]+&token=/);
    // The link is named by who plays it and the seat's roles, not by the seat id alone.
    expect(await seatLinks.first().textContent()).toMatch(/^.+, Overall Commander and Left, Center and Right Field Generals \((south|north):general\)/);
    await shot(player, 'tournament-match-report');

    // He opens a dispute on game 1; the referee sees it in his queue and rules with a reason.
    await player.getByTestId('game-1').getByText('Open a dispute on this game').click();
    await player.getByLabel('Dispute on game 1').fill('My opponent never showed up for game 1.');
    await player.getByTestId('game-1').getByRole('button', { name: 'Open dispute' }).click();
    await expect.poll(() => player.getByTestId('game-1').textContent()).toContain('D1 (open)');
    const ref = await open(refereeUrl);
    await expect.poll(() => ref.getByTestId('you').textContent()).toBe('Referee');
    await ref.getByRole('tab', { name: /Disputes/ }).click();
    const d1 = ref.getByTestId('dispute-D1');
    await expect.poll(() => d1.textContent()).toContain('never showed up');
    // Ruling without a reason is refused, with the code shown.
    await d1.getByRole('button', { name: 'Rule: the result stands' }).click();
    await expect.poll(() => d1.getByTestId('refusal').textContent()).toMatch(/^dispute\/reason_required /);
    await d1.getByLabel('Reason for D1').fill('The game has not been played yet; play it by the round deadline.');
    await d1.getByRole('button', { name: 'Rule: the result stands' }).click();
    await expect.poll(() => d1.getByTestId('ruling').textContent()).toContain('not been played yet');
    await shot(ref, 'tournament-dispute-ruled');

    // Darius3 lost his link: the organizer gives him a new one (a reason is required); the old
    // link is refused as replaced, the new one opens his page, the audit trail says why.
    await org.getByRole('tab', { name: 'Entrants' }).click();
    await org.getByRole('button', { name: 'New link for Darius3' }).click();
    const newLink = org.getByTestId(`new-link-${view.entrants[2].id}`);
    await newLink.getByRole('button', { name: 'Issue the new link' }).click();
    await expect.poll(() => newLink.getByTestId('refusal').textContent()).toMatch(/^audit\/reason_required /);
    await newLink.getByLabel('Reason for a new link for Darius3').fill('Lost his link; asked from his registered e-mail');
    await newLink.getByRole('button', { name: 'Issue the new link' }).click();
    const dariusUrl = await newLink.getByRole('textbox', { name: 'new Darius3 link' }).inputValue();
    expect(dariusUrl).not.toBe(entrantUrls[2]);
    await shot(org, 'tournament-new-entrant-link');
    const oldLink = await open(entrantUrls[2]!);
    await expect.poll(() => oldLink.getByTestId('refusal').textContent()).toMatch(/^auth\/token_replaced .+new link/);
    const darius = await open(dariusUrl);
    await expect.poll(() => darius.getByTestId('you').textContent()).toBe('Entrant Darius3');
    await org.getByRole('tab', { name: 'Audit trail' }).click();
    await expect.poll(() => org.getByTestId('audit').locator('tr').filter({ hasText: 'EntrantTokenReissued' }).textContent()).toContain('Lost his link');

    // The list of tournaments, reached from the start page: this one, where it stands, its page.
    const lister = await open(`${base}/`);
    await lister.getByTestId('all-tournaments').click();
    const row = lister.locator(`[data-testid="tournament-list"] tr[data-tournament="${view.id}"]`);
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(['Browser Open', 'Swiss rounds', `round 1 of ${view.swissRounds}`, '5', publicUrl]);
    // The list comes a page at a time (GET /api/tournaments?limit&offset): its summary shows.
    await expect.poll(() => lister.getByTestId('tournament-page').textContent()).toMatch(/^Tournaments 1–\d+ of \d+\.$/);
    await shot(lister, 'tournament-list');
    await row.getByRole('link', { name: 'Browser Open', exact: true }).click();
    await expect.poll(() => lister.getByTestId('tournament-name').textContent()).toBe('Browser Open');
  }, 90_000);
});
