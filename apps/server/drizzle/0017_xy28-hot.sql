-- 幸运28 joined the hot games (首页热门) after the first databases were seeded; the seed only inserts
-- missing games, so databases seeded before that keep it off. Nothing else sets the flag.
UPDATE "games" SET "hot" = true WHERE "code" = 'jsxy28' AND "hot" = false;
