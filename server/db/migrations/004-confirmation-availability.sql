-- Project confirmation (spec 2 s2): available once the initial invoice is paid, and for a while
-- after a simple change or the approval of a complex change (forms/portal.json). approved_at records
-- when a change was approved; a quick edit is recorded as an Approved change at once.
ALTER TABLE complex_changes ADD COLUMN approved_at timestamptz;
CREATE INDEX complex_changes_approved ON complex_changes (project_id, approved_at);
