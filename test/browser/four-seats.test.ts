// Four players (epic-ancients-rules.txt, "Number of Players"): per army one person holds the
// Left and Right Field Generals (seat `flanks`), the other the Center Field General and the
// Overall Commander (seat `center`). The combined seat's screen has the hand and the Center's
// desk: it issues a card to its own Center and one to the flanks, and orders a unit of the
// Center from the board; the flanks' screen acts for either wing. Same seed as
// eight-seats.test.ts; with four seats Aurel's first hand holds Order Three Units Left and
// Order Two Units Center. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import { allowed, connected, createOnStartPage, forbidden, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('eight-seats-33');

describe('four seats: the Overall Commander with the Center, the two wings together', () => {
  it('issues cards from the combined seat, orders a Center unit there, and a Left unit on the flanks', async () => {
    const game = await createOnStartPage(table(), 4);
    const center = await game.open('south:center');
    const flanks = await game.open('south:flanks');
    const them = await game.open('north:center');
    for (const p of [center, flanks, them]) await connected(p);
    await sees(center.locator('.topbar .who'), "Aurel's Overall Commander and Center Field General");
    await sees(flanks.locator('.topbar .who'), "Aurel's Left and Right Field Generals");
    // Nobody opened the Tarsene wings: the seats list says so in words.
    await center.locator('.status details summary').click();
    await sees(center.locator('.seats [data-seat="north:flanks"]'), "Tarsene League's Left and Right Field Generals: not connected");
    await sees(center.locator('.status details summary'), 'Seats (3 of 4 connected)');
    // His own Center is "You" in his generals' boxes; the wings are the other player.
    await sees(center.getByTestId('general-center'), 'You');
    await sees(center.getByTestId('general-left'), "Aurel's Left and Right Field Generals · connected");
    await expect.poll(() => center.locator('[data-testid="hand"] > li').count()).toBe(8);
    expect(await flanks.getByTestId('hand').count()).toBe(0);

    // The Overall Commander gives Order Two Units Center to himself, as the Center Field General...
    await center.getByTestId('issue-order-two-center#4').click();
    await sees(center.getByTestId('cards-center'), 'Order Two Units Center');
    // ...and Order Three Units Left to the other player's Left, by courier.
    await center.getByTestId('issue-order-three-left#2').click();
    await sees(flanks.getByTestId('cards-left'), 'Order Three Units Left');
    await expect.poll(() => center.locator('[data-testid="hand"] > li').count()).toBe(6);
    // Until the command step ends the flanks read nothing of the Center's card.
    expect(await flanks.content()).not.toContain('Order Two Units Center');
    // He may visit the other player's wings, not himself.
    expect(await center.locator('[data-testid="visit"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', 'left', 'right']);
    await center.getByTestId('visit').selectOption('left');
    await allowed(center.getByTestId('complete-command'));
    await center.getByTestId('complete-command').click();

    // The combined seat orders a8 of the Center from the board.
    await sees(center.getByTestId('fg-step-center'), 'ordering units');
    await center.locator('[data-unit="a8"]').click();
    await sees(center.getByTestId('allowance-center'), 'Ordered 1 of 2');
    await expect.poll(() => center.locator('[data-unit="a8"]').getAttribute('class')).toContain('ordered');
    // A Left unit is the flanks' to order, not his.
    await center.locator('[data-unit="a4"]').click();
    await sees(center.getByTestId('rejections'), 'order/not_in_section');

    // The flanks player: a card on his Left, none on his Right (which may try the Initiative).
    await forbidden(flanks.getByTestId('roll-left'), 'initiative/received_card');
    await allowed(flanks.getByTestId('roll-right'));
    await flanks.locator('[data-unit="a4"]').click();
    await sees(flanks.getByTestId('allowance-left'), 'Ordered 1 of 3');
    await expect.poll(() => them.locator('[data-unit="a4"]').getAttribute('class')).toContain('ordered');
    await shot(center, 'four-seats-south-center');
    await shot(flanks, 'four-seats-south-flanks');
    // Visiting the Left: his box says they may talk; his own Center's never does.
    await sees(center.getByTestId('general-left'), 'Visiting: you may talk');
    expect(await center.getByTestId('general-center').textContent()).not.toContain('Visiting');
    // The wings' player closes his page while the table still waits for him: said in words.
    await flanks.close();
    await sees(center.getByTestId('waiting'), "Aurel's Left Field General to order units (not connected)");
    await sees(them.getByTestId('your-move'), "Nothing waits for you now: waiting for Aurel's Left Field General (not connected), Aurel's Center Field General and Aurel's Right Field General (not connected).");
  }, 60_000);
});
