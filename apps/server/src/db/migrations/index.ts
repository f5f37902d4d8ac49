import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.ts';
import * as social from './0002-social.ts';
import * as searchActiveOnly from './0003-search-active-only.ts';
import * as parsedIngredients from './0004-parsed-ingredients.ts';
import * as kitchen from './0005-kitchen.ts';
import * as accountsMail from './0006-accounts-mail.ts';
import * as searchFilters from './0007-search-filters.ts';
import * as photoUploads from './0008-photo-uploads.ts';
import * as searchPrefixCounts from './0009-search-prefix-counts.ts';
import * as facetCounts from './0010-facet-counts.ts';
import * as searchWords from './0011-search-words.ts';
import * as dropFacetCounts from './0012-drop-facet-counts.ts';
import * as dropPrefixCounts from './0013-drop-prefix-counts-and-vector-indexes.ts';
import * as passwordResets from './0014-password-resets.ts';
import * as pageStore from './0015-page-store.ts';
import * as reviews from './0016-reviews.ts';
import type { MigrationContext } from './migration-context.ts';

export type { MigrationContext };

interface DialectAwareMigration {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
  down(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** Listed here rather than read from disk so that the bundled server carries them. */
const migrations: Record<string, DialectAwareMigration> = {
  '0001-initial': initial,
  '0002-social': social,
  '0003-search-active-only': searchActiveOnly,
  '0004-parsed-ingredients': parsedIngredients,
  '0005-kitchen': kitchen,
  '0006-accounts-mail': accountsMail,
  '0007-search-filters': searchFilters,
  '0008-photo-uploads': photoUploads,
  '0009-search-prefix-counts': searchPrefixCounts,
  '0010-facet-counts': facetCounts,
  '0011-search-words': searchWords,
  '0012-drop-facet-counts': dropFacetCounts,
  '0013-drop-prefix-counts-and-vector-indexes': dropPrefixCounts,
  '0014-password-resets': passwordResets,
  '0015-page-store': pageStore,
  '0016-reviews': reviews,
};

export function migrationProvider(context: MigrationContext): MigrationProvider {
  return {
    async getMigrations() {
      const result: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        result[name] = { up: (db) => m.up(db, context), down: (db) => m.down(db, context) };
      }
      return result;
    },
  };
}
