-- Quick edits (spec 2 s3, 'simple change') apply to the project at once and are recorded in its
-- change history beside the complex changes, as change type SimpleChange, status Approved.
-- approved_at: when a change was approved (a simple change: when it was made); the project
-- confirmation is available for a while after it (forms/portal.json projectPage.confirmation).
ALTER TABLE complex_changes DROP CONSTRAINT complex_changes_change_type_check;
ALTER TABLE complex_changes ADD CONSTRAINT complex_changes_change_type_check
  CHECK (change_type IN ('Builder','Owner','CostofWork','StartDate','CancelProject','Finalisation','TakeOverFromBuilder','SimpleChange'));
ALTER TABLE complex_changes ADD COLUMN approved_at timestamptz;
CREATE INDEX complex_changes_approved ON complex_changes (project_id, approved_at);
