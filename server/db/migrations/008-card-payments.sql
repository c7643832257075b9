-- Card payments (spec 3 s2.8, s4.2, s7; DESIGN s4): the BPOINT AuthKey flow.

-- The in-process sandbox gateway's own ledger: one auth key is one payment at most. The card is
-- kept masked (scheme, last four digits, expiry, name); its number and CVN are never stored.
CREATE SEQUENCE sandbox_gateway_receipt_seq START 100001;
CREATE TABLE sandbox_gateway_auth_keys (
  auth_key text PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  reference text NOT NULL,
  email text,
  expires_at timestamptz NOT NULL,
  card jsonb,
  used_at timestamptz,
  approved boolean,
  response_code text,
  response_text text,
  receipt_number text UNIQUE,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Our side: one row per auth key the portal asked the gateway for, for an invoice or for a
-- project paid on submission (PayNow). The status follows the charge:
-- Created -> Processing -> Finalised, or Declined / Failed (nothing charged), or Unknown (the
-- gateway's answer was lost) / Approved (charged, the invoice not yet updated), both settled
-- later from the gateway's record.
CREATE TABLE card_payments (
  auth_key text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('Invoice', 'PayNow')),
  transaction_id uuid REFERENCES transactions,
  project_id uuid NOT NULL REFERENCES projects,
  contact_id uuid NOT NULL REFERENCES contacts,
  amount bigint NOT NULL CHECK (amount > 0),
  reference text NOT NULL,
  status text NOT NULL DEFAULT 'Created'
    CHECK (status IN ('Created', 'Processing', 'Unknown', 'Approved', 'Finalised', 'Declined', 'Failed')),
  response_code text,
  response_text text,
  receipt_number text UNIQUE,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_payments_transaction ON card_payments (transaction_id);
CREATE INDEX card_payments_unsettled ON card_payments (status) WHERE status IN ('Processing', 'Unknown', 'Approved');

-- One charge per invoice and per project paid on submission, on any number of server nodes:
-- a second attempt cannot start while one is in flight or has been charged.
CREATE UNIQUE INDEX card_payments_one_charge_per_invoice ON card_payments (transaction_id)
  WHERE purpose = 'Invoice' AND status IN ('Processing', 'Unknown', 'Approved', 'Finalised');
CREATE UNIQUE INDEX card_payments_one_charge_per_project ON card_payments (project_id)
  WHERE purpose = 'PayNow' AND status IN ('Processing', 'Unknown', 'Approved', 'Finalised');
