import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Below the `md` breakpoint (a phone) the table reflows into cards, one a row: each cell a line
 * with its column's header (the cell's `data-label`, drawn by CSS) beside its value. The sortable
 * headers stay on top as a wrapping row of sort buttons; the others are kept for assistive
 * technology only. From `md` up nothing here applies and the table is a normal table.
 *
 * The table's parts carry explicit ARIA roles (see DataTable), so changing their CSS display
 * leaves the table's semantics as they are. The drawn label's alternative text is empty where the
 * browser supports it: a screen reader already announces the column header from the table, so
 * the cell does not read it twice.
 */
export const cardLayout: SystemStyleObject = {
  mdDown: {
    display: 'block',
    // Table.ScrollArea keeps a table's lines whole; a card's values wrap instead.
    whiteSpace: 'normal',
    '& > thead, & > tbody': { display: 'block' },
    '& > thead > tr': { display: 'flex', flexWrap: 'wrap', gap: '1', mb: '2' },
    '& > thead > tr > th': { display: 'block', borderBottomWidth: '0', px: '0', py: '0' },
    '& > thead > tr > th:not([aria-sort])': { srOnly: true },
    // A card out of view is not styled, laid out or painted until it nears the view (its height
    // estimated until then, then remembered): a page of 20 cards took a phone's browser about 50 ms
    // to style and lay out, a few times while it loaded, most of it for cards nobody sees yet.
    '& > tbody > tr': { display: 'block', borderWidth: '1px', borderRadius: 'md', mb: '3', py: '1', contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 16rem' },
    '& > tbody > tr > td': { display: 'block', borderBottomWidth: '0', py: '1', overflowWrap: 'anywhere' },
    '& > tbody > tr > td[data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: '3',
      alignItems: 'baseline',
    },
    '& > tbody > tr > td[data-label]::before': { content: 'attr(data-label)', fontWeight: 'semibold' },
    '@supports (content: "" / "")': { '& > tbody > tr > td[data-label]::before': { content: 'attr(data-label) / ""' } },
  },
};

/** The frame around the table: a border at table widths; the cards have their own. */
export const cardFrame: SystemStyleObject = { mdDown: { borderWidth: '0' } };
