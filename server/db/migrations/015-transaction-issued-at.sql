-- When an invoice or credit note was issued: the date its document shows. `modified` moves with
-- every change to the row (a payment, say), so it cannot be that date. Rows made before this
-- column existed take their last change, the best record of it there is.
ALTER TABLE transactions ADD COLUMN issued_at timestamptz;
UPDATE transactions SET issued_at = modified;
ALTER TABLE transactions ALTER COLUMN issued_at SET DEFAULT now();
ALTER TABLE transactions ALTER COLUMN issued_at SET NOT NULL;
