-- One organisation per ABN: onboardings racing with one unclaimed ABN create it once; the others
-- find it and join it (spaces in a stored ABN do not make it another one).
CREATE UNIQUE INDEX organisations_abn_unique ON organisations ((replace(abn, ' ', '')));

-- The first start's steps once done. Migrations run in one transaction; seeding is recorded here
-- when it has committed, so a start killed in between seeds on the next one.
CREATE TABLE first_start_steps (
  step text PRIMARY KEY,
  completed_at timestamptz NOT NULL DEFAULT now()
);
-- A database seeded before this table existed holds the seeded lookups.
INSERT INTO first_start_steps (step) SELECT 'seed' WHERE EXISTS (SELECT 1 FROM lookups);

-- An upload link is claimed ('receiving') before its bytes are written, so two PUTs to one link
-- cannot both write; a failed upload gives the link back ('pending').
ALTER TABLE documents DROP CONSTRAINT documents_status_check;
ALTER TABLE documents ADD CONSTRAINT documents_status_check CHECK (status IN ('pending', 'receiving', 'stored'));
