// Tournament mathematics for OT2022 events (shared/rules/ot2022-tournament-rules.txt): pure
// functions of a published event (types.ts); docs/tournament-format.md describes the file.
export * from './types.js';
export { parseEvent, validateEvent, pairKey } from './validate.js';
export { EventSchema } from './schema.js';
export { scoreMatch, pointsFor, BYE_POINTS, type MatchScore, type MatchOutcome } from './scoring.js';
export { swissRounds } from './swiss-rounds.js';
export { recordsOf, type PlayerRecord } from './records.js';
export { rankRecords, strengthOfOpposition, type Ranked, type Separation } from './ranking.js';
export { computeStandings, type Standing } from './standings.js';
export { pairByRank, type PairingRequest, type PairingPlan } from './pair-by-rank.js';
export { pairRound, pairNextRound, playersForRound, type PairedRound } from './pairing.js';
export { computeBracket, decideElimination, BRACKET_LABELS, type BracketState, type BracketMatch, type EliminationTotals } from './bracket.js';
export { roundReport, bracketReport, eventReport } from './report.js';
export { standingsCsv, standingsJson, pairingsCsv, bracketCsv, toCsv } from './export.js';
export { recordResult, publishRound, dropEntrant, addEntrant } from './edit.js';
// The other formats' presets (formats/; docs/tournament-format.md, "Formats").
export { parseAnyEvent, anyStandings, pairAny, roundsOf, isPreset, vtesFinal, type AnyEvent, type PresetEvent, type AnyStandings } from './formats/index.js';
export { FORMATS, FORMAT_TITLES, FORMAT_RULES, type TournamentFormat } from './formats/format.js';
export type { AsoEvent, AsoEntrant, AsoResult, AsoRound } from './formats/aso2008/types.js';
export type { UwEvent, UwEntrant, UwResult, UwRound } from './formats/urban-war/types.js';
export type { VtesEvent, VtesEntrant, VtesTable, VtesTableResult, VtesRound } from './formats/vtes/types.js';
