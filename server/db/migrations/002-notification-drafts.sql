-- The notification wizard's form data on the project (DESIGN.md s4, drafts): the form id and
-- version it was made with, so resuming under a newer form version can migrate it or say what
-- must be re-entered. The record jsonb keeps the project record (spec 3 s3.3) as before.
ALTER TABLE projects ADD COLUMN form_id text;
ALTER TABLE projects ADD COLUMN form_version integer;
ALTER TABLE projects ADD COLUMN form_data jsonb;
