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
