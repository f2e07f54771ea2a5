-- Players' progress (issue 25), in D1. No personal data: a player is an opaque id (random for an
-- anonymous player, a keyed hash of the publisher's reader id for a publisher's), and no name,
-- address or user agent is stored here. Every table is keyed by its player first, so that a
-- player's rows are one index range and erasing them is one DELETE per table
-- (worker/storage/progress.ts, worker/storage/games.ts).

-- A finished play: what was counted, and the answer sent, which a repeated finish sends again.
CREATE TABLE plays (
  player TEXT NOT NULL,
  id TEXT NOT NULL,            -- the play id's signature (worker/api/plays/play-ids.ts)
  puzzle TEXT NOT NULL,        -- as in completions
  ms INTEGER NOT NULL,         -- the player's time, as counted
  hints INTEGER NOT NULL,
  mistakes INTEGER NOT NULL,
  finished_at INTEGER NOT NULL, -- ms since the epoch, by the server's clock
  answer TEXT,                 -- the finish's JSON answer, once composed
  PRIMARY KEY (player, id)
) STRICT;

-- A player's first finish of a puzzle, the only one that counts: solved counts, best and
-- average times, streaks, and the puzzle of the day's stats (its Durable Object).
CREATE TABLE completions (
  player TEXT NOT NULL,
  puzzle TEXT NOT NULL,        -- daily:<date>:<variant>:<size>:<level> or seeded:<variant>:<size>:<level>:<seed>
  play TEXT NOT NULL,          -- the play that counted
  variant TEXT NOT NULL,
  size INTEGER NOT NULL,
  level TEXT NOT NULL,
  daily TEXT,                  -- the date of a puzzle of the day (YYYY-MM-DD), else NULL
  ms INTEGER NOT NULL,
  hints INTEGER NOT NULL,
  mistakes INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (player, puzzle)
) STRICT;

-- Saved games, one per key a player's devices choose; `revision` is the ETag.
CREATE TABLE games (
  player TEXT NOT NULL,
  key TEXT NOT NULL,
  revision TEXT NOT NULL,
  game TEXT NOT NULL,          -- JSON, as the client sent it
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (player, key)
) STRICT;
