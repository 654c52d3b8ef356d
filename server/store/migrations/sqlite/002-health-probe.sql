-- /healthz proves the store can write: each process upserts its row and reads it back.
CREATE TABLE health_probe (
  process TEXT PRIMARY KEY,
  at BIGINT NOT NULL
);
