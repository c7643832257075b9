/** The query of a server-paged table, as the browser's tables send it and the API accepts it. */

/** The longest search term the API accepts; the tables' search boxes take no more. */
export const SEARCH_TERM_MAX_LENGTH = 200;
