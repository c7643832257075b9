-- When an invoice or credit note was issued: the date its document shows. `modified` moves with
-- every change to the row (a payment, say), so it cannot be that date. Rows made before this
-- column existed take their last change, the best record there is, except a paid row, whose last
-- change was its payment: it takes its project's notification date when that is earlier, as an
-- invoice made at submission was issued then.
ALTER TABLE transactions ADD COLUMN issued_at timestamptz;
UPDATE transactions t SET issued_at = CASE
    WHEN t.paid_at IS NULL THEN t.modified
    ELSE LEAST(t.modified, COALESCE((SELECT p.notification_date::timestamptz FROM projects p WHERE p.project_id = t.project_id), t.modified))
  END;
ALTER TABLE transactions ALTER COLUMN issued_at SET DEFAULT now();
ALTER TABLE transactions ALTER COLUMN issued_at SET NOT NULL;
