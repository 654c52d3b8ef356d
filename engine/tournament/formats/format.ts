// The tournament formats an organizer picks (docs/tournament-format.md, "Formats"): OT2022,
// the referee's own, and three presets from the other rule texts in shared/rules/. Each
// preset is its own module (aso2008/, urban-war/, vtes/) with its event file, pairing or
// seating, scoring, tie-breaks, byes and final; this file only names them.
export type TournamentFormat = 'ot2022' | 'aso2008' | 'urban-war' | 'vtes';

export const FORMATS: readonly TournamentFormat[] = ['ot2022', 'aso2008', 'urban-war', 'vtes'];

export const FORMAT_TITLES: Readonly<Record<TournamentFormat, string>> = {
  ot2022: 'OT2022 (VASSAL Open: Swiss, two games a match, Top 8)',
  aso2008: 'ASO 2008 (accelerated Swiss by rating pools, 3/1/0, five rounds)',
  'urban-war': 'Urban War (Swiss by tournament points, casualty table 24–0)',
  vtes: 'V:TES (tables of 4–5, game wins and victory points, final table of five)',
};

/** A format's rule text, for messages. */
export const FORMAT_RULES: Readonly<Record<TournamentFormat, string>> = {
  ot2022: 'OT2022',
  aso2008: 'ASO 2008',
  'urban-war': 'the Urban War tournament rules',
  vtes: 'the V:EKN tournament rules',
};
