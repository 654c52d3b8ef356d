// How many Swiss rounds (OT2022, Preliminary Swiss rounds): 8–16 players 4 rounds, 17–48
// players 5, 49–128 players 6. Outside the table (docs/tournament-format.md, "Rules
// decisions"): 2–7 players play ⌈log2 n⌉ rounds (1, 2, 2, 3, 3, 3), and above 128 one more
// round for each doubling (129–256: 7, 257–512: 8, …), the table's own pace of growth.
// "Entrants" counts every registered entrant, dropped and late ones included: the number is
// fixed by the field, not changed by a drop mid-event.

export function swissRounds(entrants: number): number {
  if (entrants < 2) return 0;
  if (entrants < 8) return Math.ceil(Math.log2(entrants));
  if (entrants <= 16) return 4;
  if (entrants <= 48) return 5;
  if (entrants <= 128) return 6;
  return 6 + Math.ceil(Math.log2(entrants / 128));
}
