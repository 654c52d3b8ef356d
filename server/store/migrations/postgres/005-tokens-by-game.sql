-- A game's spectator links are read together by the spectators' seat pacing (rooms/seat-pacing.ts:
-- once per game, not once per token): tokens by game.
CREATE INDEX IF NOT EXISTS tokens_game ON tokens (game_id, kind);
