import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/database.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createProfileService } from './modules/accounts/profile.service.ts';
import { createSessionsService } from './modules/accounts/sessions.service.ts';
import { createPhotosService } from './modules/photos/photos.service.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { tagsOf } from './modules/freshness/content-change.ts';
import { createChangeFeed, type ContentChange } from './modules/freshness/change-feed.ts';
import { createRecipesService } from './modules/recipes/recipes.service.ts';
import { createRecipeImportService } from './modules/recipe-import/recipe-import.service.ts';
import { createSearchIndex } from './modules/recipes/search/create-search-index.ts';
import { createShoppingListService } from './modules/shopping-list/shopping-list.service.ts';
import { createKitchenPreferencesService } from './modules/kitchen-preferences/kitchen-preferences.service.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createMailer } from './modules/site/mailer.ts';
import { createEmailConfirmations } from './modules/mail-links/email-confirmations.ts';
import { createNewsletterService } from './modules/mail-links/newsletter.service.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Wires every service once per app; routes and page loaders reach them through this object. */
export function createServices(database: Database, config: AppConfig, log: FastifyBaseLogger) {
  const deps: ServiceDeps = {
    db: database.db,
    dialect: database.dialect,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
  };
  const changes = createChangeFeed<ContentChange>({
    redisUrl: config.redisUrl,
    channel: `${config.redisPrefix}changes`,
    // Shared caches (the page store in Redis) check entries against these versions.
    versionsOf: tagsOf,
    log,
  });
  const sessions = createSessionsService({ db: deps.db, tokenTtlMs: config.tokenTtlMs });
  const photos = createPhotosService(deps);
  const search = createSearchIndex({ ...deps, changes });
  const accounts = createAccountsService({ ...deps, sessions });
  const recipes = createRecipesService({ ...deps, photos, search, changes });
  const ratings = createRatingsService({ ...deps, changes });
  const reviews = createReviewsService({ ...deps, changes, ratings, photos });
  const site = createSiteService(deps);
  const profile = createProfileService({ ...deps, sessions, photos, search, changes });
  const favorites = createFavoritesService(deps);
  const members = createMembersService({ ...deps, changes });
  const newsletter = createNewsletterService(deps);
  const emailConfirmations = createEmailConfirmations(deps);
  const recipeImport = createRecipeImportService({ ...deps, photos, recipes });
  const shoppingList = createShoppingListService(deps);
  const kitchenPreferences = createKitchenPreferencesService(deps);
  return {
    deps,
    changes,
    sessions,
    photos,
    search,
    accounts,
    recipes,
    ratings,
    reviews,
    site,
    profile,
    favorites,
    members,
    newsletter,
    emailConfirmations,
    recipeImport,
    shoppingList,
    kitchenPreferences,
  };
}

export type Services = ReturnType<typeof createServices>;
