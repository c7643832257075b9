-- Files the server makes (e.g. project confirmations) live beside the uploads but are not listed as uploads.
ALTER TABLE documents ADD COLUMN generated boolean NOT NULL DEFAULT false;
CREATE INDEX documents_project_number ON documents (project_number);
