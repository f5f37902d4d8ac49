// The recipe-filters feature's public entry: what other features and the layout may import from it.
export { activeFilterCount, filterQuery, type ListFilters, parseListFilters } from './filter-params.ts';
