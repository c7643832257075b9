-- Profile, company details, user roles, onboarding and certifier claims record the form revision
-- that checked them (form id, version, revision, content hash), as drafts and changes do. Null for
-- rows written before, or by no form.
ALTER TABLE contacts ADD COLUMN form_id text;
ALTER TABLE contacts ADD COLUMN form_version integer;
ALTER TABLE contacts ADD COLUMN form_revision integer;
ALTER TABLE contacts ADD COLUMN form_hash text;
ALTER TABLE organisations ADD COLUMN form_id text;
ALTER TABLE organisations ADD COLUMN form_version integer;
ALTER TABLE organisations ADD COLUMN form_revision integer;
ALTER TABLE organisations ADD COLUMN form_hash text;
ALTER TABLE portal_roles ADD COLUMN form_id text;
ALTER TABLE portal_roles ADD COLUMN form_version integer;
ALTER TABLE portal_roles ADD COLUMN form_revision integer;
ALTER TABLE portal_roles ADD COLUMN form_hash text;
ALTER TABLE certifier_claims ADD COLUMN form_id text;
ALTER TABLE certifier_claims ADD COLUMN form_version integer;
ALTER TABLE certifier_claims ADD COLUMN form_revision integer;
ALTER TABLE certifier_claims ADD COLUMN form_hash text;
