-- A contact's first and last name are the ones the identity provider vouches for: the API takes
-- them from each verified token whose names differ. The issue time of the token that last set
-- them keeps an older token, still valid in another tab, from putting back the names it carries.
-- Null until a token has set them.
ALTER TABLE contacts ADD COLUMN names_issued_at timestamptz;
