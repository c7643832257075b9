/**
 * Links of the shell. The authority's pages are external; correct them here if they move.
 */
export const CONTACT_URL = 'https://www.qleave.qld.gov.au/contact-us';
export const COLLECTION_NOTICE_URL = 'https://www.qleave.qld.gov.au/personal-information-collection-notice';

export const footerLinks = [
  { label: 'Privacy', href: 'https://www.qleave.qld.gov.au/privacy' },
  { label: 'Disclaimer', href: 'https://www.qleave.qld.gov.au/disclaimer' },
  { label: 'Contact us', href: CONTACT_URL },
  { label: 'Other languages', href: 'https://www.qld.gov.au/languages' },
  { label: 'Personal information collection notice', href: COLLECTION_NOTICE_URL },
];
