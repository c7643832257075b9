-- Initial schema. Money is integer cents (bigint); dates on the wire are yyyy-MM-dd.

CREATE TABLE identity_accounts (
  oid uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  given_name text,
  family_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE customer_number_seq START 100001;
CREATE SEQUENCE organisation_number_seq START 500001;
CREATE SEQUENCE project_number_seq START 1000001;
CREATE SEQUENCE complex_change_number_seq START 1;
CREATE SEQUENCE claim_number_seq START 1;
CREATE SEQUENCE transaction_number_seq START 1;

CREATE TABLE organisations (
  organisation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_number text NOT NULL UNIQUE DEFAULT ('ORG' || lpad(nextval('organisation_number_seq')::text, 7, '0')),
  abn text,
  org_name text NOT NULL,
  trading_name text,
  entity_type text CHECK (entity_type IN ('Registeredcompany','Soletrader_ABN','Notforprofit','StateGovernmentGOC','LocalGovernment','Trust')),
  phone_number text,
  email text,
  address_detail jsonb
);
CREATE INDEX organisations_abn ON organisations (abn);

CREATE TABLE contacts (
  contact_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  external_object_id uuid UNIQUE,
  customer_number text NOT NULL UNIQUE DEFAULT ('C' || lpad(nextval('customer_number_seq')::text, 7, '0')),
  first_name text,
  last_name text,
  email_address text,
  email_consent boolean,
  mobile_phone text,
  business_phone text,
  address_detail jsonb,
  certifier_licence_number text,
  contact_type text CHECK (contact_type IN ('LevyPayer','Certifier')),
  organisation_id uuid REFERENCES organisations
);

CREATE TABLE portal_roles (
  portal_role_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contact_id uuid NOT NULL REFERENCES contacts,
  organisation_id uuid REFERENCES organisations,
  admin boolean NOT NULL DEFAULT false,
  company boolean NOT NULL DEFAULT false,
  "user" boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (contact_id, organisation_id)
);

-- type: 0 DescriptionOfWork, 1 TypeOfWork, 2 Councils
CREATE TABLE lookups (
  type smallint NOT NULL CHECK (type IN (0, 1, 2)),
  id integer NOT NULL,
  name text NOT NULL,
  type_of_work_id integer,
  PRIMARY KEY (type, id)
);

CREATE TABLE description_of_work_questions (
  description_of_work_id integer NOT NULL,
  question_order smallint NOT NULL CHECK (question_order BETWEEN 1 AND 3),
  question text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  PRIMARY KEY (description_of_work_id, question_order)
);

-- record: the full project record (spec 2 s3, spec 3 s3.3) with money in cents;
-- the list and access columns are copied out of it as real columns.
CREATE TABLE projects (
  project_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_number text UNIQUE,
  levy_payer_contact_id uuid REFERENCES contacts,
  levy_payer_organisation_id uuid REFERENCES organisations,
  status text NOT NULL CHECK (status IN ('Draft','Submitted','Inactive','WaitingforInformation','OnHold','Finalised','Cancelled','UnderInvestigation','UnderAppeal','Closed')),
  project_payment_status text CHECK (project_payment_status IN ('PendingPayment','UptoDate','Overdue')),
  notification_date date,
  internal_job_number text,
  description_of_work integer,
  description_of_work_name text,
  suburb text,
  estimated_start_date date,
  estimated_finish_date date,
  total_cost_of_work bigint,
  total_levy_payable bigint,
  record jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_organisation ON projects (levy_payer_organisation_id);
CREATE INDEX projects_contact ON projects (levy_payer_contact_id);

CREATE TABLE complex_changes (
  complex_change_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  change_number text NOT NULL UNIQUE DEFAULT ('CC' || lpad(nextval('complex_change_number_seq')::text, 7, '0')),
  project_id uuid REFERENCES projects,
  change_type text NOT NULL CHECK (change_type IN ('Builder','Owner','CostofWork','StartDate','CancelProject','Finalisation','TakeOverFromBuilder')),
  status text NOT NULL CHECK (status IN ('Active','Inactive','Submitted','Waiting for information','Approved','Pending approval')),
  submitted_date date NOT NULL DEFAULT CURRENT_DATE,
  submitted_by_contact_id uuid REFERENCES contacts,
  form_id text,
  form_version integer,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complex_changes_project ON complex_changes (project_id);

CREATE TABLE documents (
  document_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  project_number text,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL,
  uploaded_by_contact_id uuid REFERENCES contacts,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','stored')),
  created_at timestamptz NOT NULL DEFAULT now(),
  stored_at timestamptz
);

CREATE TABLE bank_accounts (
  bank_account_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contact_id uuid NOT NULL REFERENCES contacts,
  bsb text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  code text NOT NULL CHECK (code IN ('REFUND','VENDOR'))
);

-- Invoices and credit notes (spec 3 s3.1); invoice_no also holds the credit note number.
CREATE TABLE transactions (
  transaction_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_type text NOT NULL CHECK (transaction_type IN ('Invoice','CreditNote')),
  project_id uuid NOT NULL REFERENCES projects,
  invoice_no text NOT NULL UNIQUE,
  due_date date,
  transaction_status text NOT NULL CHECK (transaction_status IN ('Draft','Inactive','PendingPayment','Paid','Overdue','Cancelled','Applied')),
  amount bigint NOT NULL,
  amount_owing bigint NOT NULL,
  document_path text,
  payment_reference text,
  modified timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_project ON transactions (project_id);

CREATE TABLE certifier_claims (
  claim_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_no text NOT NULL UNIQUE DEFAULT ('CL' || lpad(nextval('claim_number_seq')::text, 7, '0')),
  contact_id uuid NOT NULL REFERENCES contacts,
  date_claimed date NOT NULL,
  claim_status text NOT NULL CHECK (claim_status IN ('Draft','Submitted','PendingPayment','Inactive','Paid')),
  amount bigint NOT NULL
);

CREATE TABLE sighting_fees (
  sighting_fee_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_id uuid NOT NULL REFERENCES certifier_claims ON DELETE CASCADE,
  project_number text NOT NULL,
  development_permit_number text NOT NULL,
  date_sighted date NOT NULL,
  postcode text,
  suburb text,
  fee bigint NOT NULL
);
CREATE INDEX sighting_fees_claim ON sighting_fees (claim_id);

CREATE TABLE abn_register (
  abn text PRIMARY KEY,
  entity_type_code text NOT NULL,
  legal_name jsonb,
  main_organisation_name text,
  main_trading_name text
);

CREATE TABLE addresses (
  address_id integer PRIMARY KEY,
  address_line1 text NOT NULL,
  address_line2 text,
  suburb text NOT NULL,
  state text NOT NULL DEFAULT 'QLD',
  postcode text NOT NULL,
  search_text text NOT NULL
);
CREATE INDEX addresses_search ON addresses (search_text text_pattern_ops);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
