-- Forms Studio: roles from the identity provider, published form revisions (immutable), one open
-- draft per form, and the revision every stored draft and submission was made with.
ALTER TABLE identity_accounts ADD COLUMN roles text[] NOT NULL DEFAULT '{}';

CREATE TABLE form_revisions (
  form_id text NOT NULL,
  version integer NOT NULL,
  revision integer NOT NULL CHECK (revision >= 1),
  content_hash text NOT NULL,
  files json NOT NULL,
  module_hash text NOT NULL,
  module_source text NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  reverted_from integer,
  PRIMARY KEY (form_id, version, revision)
);
CREATE INDEX form_revisions_module ON form_revisions (module_hash);

-- Published revisions never change: updates and deletes are refused by the database itself.
CREATE FUNCTION form_revisions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published form revisions are immutable';
END $$;
CREATE TRIGGER form_revisions_no_change BEFORE UPDATE OR DELETE ON form_revisions
  FOR EACH ROW EXECUTE FUNCTION form_revisions_immutable();

CREATE TABLE form_drafts (
  form_id text PRIMARY KEY,
  files json NOT NULL,
  checks jsonb,
  module_hash text,
  module_source text,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE complex_changes ADD COLUMN form_revision integer;
ALTER TABLE complex_changes ADD COLUMN form_hash text;
ALTER TABLE projects ADD COLUMN form_revision integer;
ALTER TABLE projects ADD COLUMN form_hash text;
