import type { ReactNode } from 'react';
import type { RecipeFacets } from '@recipes/contracts';
import { activeFilterCount, filtersHref, type ListFilters } from './filter-params.ts';
import { FilterSheet } from './FilterSheet.tsx';
import { RecipeFilterPanel } from './RecipeFilterPanel.tsx';
import styles from './FilteredList.module.css';
import { HydrateLater } from '../../lib/hydrate-later.tsx';

export interface FilteredListProps {
  /** The list's path without query: /recipes or /recipes/{keywords}. */
  action: string;
  filters: ListFilters;
  facets: RecipeFacets;
  hasKeywords: boolean;
  children: ReactNode;
}

/** A list or search page with its filter panel beside it (a sheet on phones). */
export function FilteredList({ action, filters, facets, hasKeywords, children }: FilteredListProps) {
  return (
    <div className={styles.layout}>
      <HydrateLater>
        <div className={styles.filters}>
          <FilterSheet activeCount={activeFilterCount(filters)}>
            <RecipeFilterPanel
              // A new address brings new defaults into the uncontrolled fields.
              key={filtersHref(action, filters)}
              action={action}
              filters={filters}
              facets={facets}
              hasKeywords={hasKeywords}
            />
          </FilterSheet>
        </div>
      </HydrateLater>
      <div className={styles.results}>{children}</div>
    </div>
  );
}
