-- Project confirmation (spec 2 s2): available once the initial invoice is paid, and for 10 minutes
-- after a simple change or the approval of a complex change. These record when those happened:
-- the simple-change endpoint sets projects.simple_change_at, an approval sets complex_changes.approved_at.
ALTER TABLE projects ADD COLUMN simple_change_at timestamptz;
ALTER TABLE complex_changes ADD COLUMN approved_at timestamptz;
