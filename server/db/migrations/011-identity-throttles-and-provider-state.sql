-- Sign-in throttling, API rate limits and the local provider's own state live in the database,
-- so they hold across server nodes and restarts.

-- Sign-in attempts per account ('account:<email>') and per client address ('ip:<address>').
-- Attempts are counted before the password is checked, so parallel guesses cannot overshoot.
CREATE TABLE sign_in_throttles (
  throttle_key text PRIMARY KEY,
  attempts integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- API requests per caller in fixed windows.
CREATE TABLE rate_limit_windows (
  limit_key text PRIMARY KEY,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- oidc-provider models (Session, Interaction, Grant, AuthorizationCode, RefreshToken, ...).
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_id ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_expires_at ON oidc_payloads (expires_at);

-- One-time codes proving an email address for sign-up and password reset; `details` holds a
-- pending sign-up's names and password hash until the code is verified.
CREATE TABLE identity_verifications (
  verification_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('SignUp', 'PasswordReset')),
  email text NOT NULL,
  code_hash text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX identity_verifications_email ON identity_verifications (lower(email));
