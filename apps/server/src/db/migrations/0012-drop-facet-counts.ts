import * as facetCounts from './0010-facet-counts.ts';

/**
 * The kept facet counts of migration 0010 (decision 0028) answered only lists without words or
 * ingredients; the filter facts held in memory now answer every list, count and facet (decision
 * 0039), so the table and the triggers that kept it on every recipe write go. Down brings them
 * back, filled.
 */
export const up = facetCounts.down;
export const down = facetCounts.up;
