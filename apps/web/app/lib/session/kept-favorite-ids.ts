import { keptForSession } from './kept-for-session.ts';

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** The member's favourite ids, kept for the tab session (decision 0034). */
export const keptFavoriteIds = /* @__PURE__ */ keptForSession('favoriteIds', isIdList);
