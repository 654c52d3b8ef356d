-- The SQLite store gains the index on games' status that this store had from its first
-- migration (004 there); nothing to do here, kept so both stores have the same versions.
SELECT 1;
