-- When an invoice was paid (its payment receipt shows it); null until then. Invoices made at
-- submission name their document, which the server generates on request.
ALTER TABLE transactions ADD COLUMN paid_at timestamptz;
