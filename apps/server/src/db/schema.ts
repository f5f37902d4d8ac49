import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Tables as Kysely sees them. Timestamps are ISO 8601 text and lists are JSON text on both
 * databases, so rows read the same from SQLite and PostgreSQL; booleans are 0/1 integers.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  name: string;
  password_hash: string | null;
  profile_picture: string | null;
  roles: string;
  facebook_id: string | null;
  google_id: string | null;
  /** 1 when the e-mail address was confirmed by a sign-in provider (migration 0002-social). */
  email_verified: Generated<number>;
  /** Typed at registration while another account owned it; `email` is then a placeholder (0006). */
  unclaimed_email: Generated<string | null>;
  /** 'metric' or 'us' once the member chose (migration 0005-kitchen); null follows the language. */
  unit_system: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface RecipesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  short_description: string;
  description: string;
  recipe_category: string | null;
  recipe_cuisine: string | null;
  recipe_ingredients: string;
  recipe_instructions: string;
  /** JSON: one parsed ingredient per line of recipe_ingredients (migration 0004, decision 0012). */
  parsed_ingredients: Generated<string>;
  /** JSON: the timers of each step of recipe_instructions, in step order (migration 0004). */
  instruction_timers: Generated<string>;
  images: string;
  videos: string;
  keywords: string;
  notes: string;
  prep_time: number | null;
  cook_time: number | null;
  recipe_yield: string;
  source_url: string;
  active: number;
  created_by_user_id: number;
  average_rating: number | null;
  rating_count: number;
  review_count: Generated<number>;
  cooked_count: Generated<number>;
  /** JSON of RecipeNutrition, or null (migration 0005-kitchen). */
  nutrition: string | null;
  created_at: string;
  updated_at: string;
  /** Generated (migration 0007-search-filters): prep plus cook minutes, 1,000,000 when neither is known. */
  total_time: Generated<number>;
  /** Generated: 1 when the gallery has an image. */
  has_photo: Generated<number>;
  /** Generated: Bayesian average, (sum of ratings + 5 votes of 3) / (count + 5). */
  rating_score: Generated<number>;
}

export interface RatingsTable {
  id: Generated<number>;
  recipe_id: number;
  user_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface MailingListTable {
  id: Generated<number>;
  email: string;
  source: string;
  created_at: string;
  /** The language the subscriber's mails are written in (0006-accounts-mail). */
  language: Generated<string>;
  /** Set when the confirm link was opened; only confirmed addresses get the newsletter. */
  confirmed_at: Generated<string | null>;
  confirm_token_hash: Generated<string | null>;
  confirm_sent_at: Generated<string | null>;
  /** In every newsletter's unsubscribe link; a random capability, not a secret worth hashing. */
  unsubscribe_token: Generated<string | null>;
}

export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
}

/** A mailed "forgot password" link (0014-password-resets): works once, for an hour. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** PostgreSQL keeps the search document beside the recipe; SQLite uses the FTS5 table instead. */
export interface RecipeSearchTable {
  recipe_id: number;
  document: string;
}

export interface FavoritesTable {
  user_id: number;
  recipe_id: number;
  created_at: string;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

/** A provider sign-in in progress (state, PKCE verifier, nonce), single use, short-lived. */
export interface OAuthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_to: string;
  browser_hash: string;
  created_at: string;
  expires_at: string;
}

/** A one-time ticket the web page exchanges for a session after a provider redirect. */
export interface LoginTicketsTable {
  ticket_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** An uploaded photo not yet seen attached to anything; the orphan sweep's work list. */
export interface PhotoUploadsTable {
  stem: string;
  owner_id: number;
  created_at: string;
  /** Set while one instance's sweep is deciding about the photo; others skip it until then. */
  claimed_until: string | null;
}

/** One line of a member's shopping list; item_id is the merge key (shopping/merge.ts). */
export interface ShoppingListItemsTable {
  user_id: number;
  item_id: string;
  position: number;
  ingredient: string;
  quantity: number | null;
  unit: string | null;
  aisle: string;
  checked: number;
  /** JSON array of recipe ids. */
  recipe_ids: string;
}

export interface ShoppingListOperationsTable {
  user_id: number;
  operation_id: string;
  applied_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  recipe_id: number;
  user_id: number;
  text: string | null;
  /** JSON list of {image, thumbnail}. */
  photos: Generated<string>;
  cooked: Generated<number>;
  helpful_count: Generated<number>;
  hidden: Generated<number>;
  moderated_at: Generated<string | null>;
  reply_text: Generated<string | null>;
  reply_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  created_at: string;
}

export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  user_id: number;
  reason: string;
  note: string | null;
  created_at: string;
  resolved_at: Generated<string | null>;
}

/** The rendered-page store (migration 0015, decision 0051). */
export interface RenderedPagesTable {
  page_key: string;
  language: string;
  url: string;
  status: Generated<number>;
  /** JSON: [name, value][] as the page is sent. */
  headers: Generated<string>;
  etag: Generated<string>;
  coding: Generated<string>;
  /** Null until its first render is stored. */
  body: Buffer | null;
  /** Space-separated tags of what the page shows. */
  tags: Generated<string>;
  build_id: Generated<string>;
  /** 1: never rendered, or a change named one of its tags since its render. */
  stale: Generated<number>;
  /** One more on every change that marks it stale: a render is stored only at the generation it began at. */
  generation: Generated<number>;
  /** 1: a page named ahead (counted in pages.total, rendered ahead). */
  ahead: Generated<number>;
  visits: Generated<number>;
  rendered_at: number | null;
  claimed_by: string | null;
  claimed_until: Generated<number>;
}

export interface RenderedPageTagsTable {
  tag: string;
  page_key: string;
}

export interface DB {
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_reports: ReviewReportsTable;
  users: UsersTable;
  sessions: SessionsTable;
  recipes: RecipesTable;
  ratings: RatingsTable;
  mailing_list: MailingListTable;
  email_confirmations: EmailConfirmationsTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  recipe_search: RecipeSearchTable;
  favorites: FavoritesTable;
  follows: FollowsTable;
  oauth_states: OAuthStatesTable;
  login_tickets: LoginTicketsTable;
  photo_uploads: PhotoUploadsTable;
  shopping_list_items: ShoppingListItemsTable;
  shopping_list_operations: ShoppingListOperationsTable;
  rendered_pages: RenderedPagesTable;
  rendered_page_tags: RenderedPageTagsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type RecipeRow = Selectable<RecipesTable>;
/** The columns the database computes from the others (migration 0007-search-filters). */
export type GeneratedRecipeColumn = 'total_time' | 'has_photo' | 'rating_score';
/** A recipe row as written, without what the database computes. */
export type WrittenRecipeRow = Omit<RecipeRow, GeneratedRecipeColumn>;
export type NewRecipeRow = Insertable<RecipesTable>;
export type RecipeRowUpdate = Updateable<RecipesTable>;
export type RatingRow = Selectable<RatingsTable>;
