/**
 * The attribute on the heading of the part of a page that is showing now (a wizard's step): the
 * host page's title names that part before the page's own heading, so each step has a title.
 */
export const TITLE_PART = 'data-title-part';
