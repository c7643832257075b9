-- Quick edits (spec 2 s3, 'simple change') apply to the project at once and are recorded in its
-- change history beside the complex changes, as change type SimpleChange, status Approved.
ALTER TABLE complex_changes DROP CONSTRAINT complex_changes_change_type_check;
ALTER TABLE complex_changes ADD CONSTRAINT complex_changes_change_type_check
  CHECK (change_type IN ('Builder','Owner','CostofWork','StartDate','CancelProject','Finalisation','TakeOverFromBuilder','SimpleChange'));
