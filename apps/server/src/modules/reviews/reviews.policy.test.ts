import { describe, expect, it } from 'vitest';
import {
  deleteRefusal,
  editRefusal,
  hiddenByReports,
  isModerator,
  moderateRefusal,
  replyRefusal,
  reportRefusal,
  reportsPerHour,
  reviewsPerHour,
  voteRefusal,
  writeRefusal,
  type Actor,
  type ReviewFacts,
} from './reviews.policy.ts';

const member = (id: number, roles = '["user"]'): Actor => ({ id, roles });
const recipe = { authorId: 1, active: true };
const review: ReviewFacts = { userId: 2, hidden: false, recipe };
const hidden: ReviewFacts = { ...review, hidden: true };
const moderator = member(9, '["user","moderator"]');

describe('reviews policy', () => {
  it.each([
    [null, recipe, true, 0, 'UNAUTHENTICATED'],
    [member(2), undefined, true, 0, 'RECIPE_NOT_FOUND'],
    [member(2), { ...recipe, active: false }, true, 0, 'RECIPE_NOT_FOUND'],
    [member(1), recipe, true, 0, 'OWN_RECIPE'],
    [member(2), recipe, false, 0, 'REVIEW_EMPTY'],
    [member(2), recipe, true, reviewsPerHour, 'TOO_MANY_REVIEWS'],
    [member(2), recipe, true, reviewsPerHour - 1, null],
  ] as const)('writing: %j on %j (content %s, %i recent) → %s', (actor, r, hasContent, recent, expected) => {
    expect(writeRefusal(actor, r, { hasContent, recentReviews: recent })).toBe(expected);
  });

  it.each([
    ['edit by author', editRefusal(member(2), review), null],
    ['edit by other', editRefusal(member(3), review), 'NOT_REVIEW_AUTHOR'],
    ['edit by moderator', editRefusal(moderator, review), 'NOT_REVIEW_AUTHOR'],
    ['edit missing', editRefusal(member(2), undefined), 'REVIEW_NOT_FOUND'],
    ['delete by moderator', deleteRefusal(moderator, review), null],
    ['delete by other', deleteRefusal(member(3), review), 'NOT_REVIEW_AUTHOR'],
    ['delete hidden by other', deleteRefusal(member(3), hidden), 'REVIEW_NOT_FOUND'],
    ['delete hidden by author', deleteRefusal(member(2), hidden), null],
    ['reply by recipe author', replyRefusal(member(1), review), null],
    ['reply by reviewer', replyRefusal(member(2), review), 'NOT_RECIPE_AUTHOR'],
    ['vote own', voteRefusal(member(2), review), 'OWN_REVIEW'],
    ['vote anonymous', voteRefusal(null, review), 'UNAUTHENTICATED'],
    ['vote other', voteRefusal(member(3), review), null],
    ['report flood', reportRefusal(member(3), review, reportsPerHour), 'TOO_MANY_REPORTS'],
    ['report', reportRefusal(member(3), review, 0), null],
    ['moderate by member', moderateRefusal(member(3)), 'NOT_MODERATOR'],
    ['moderate by moderator', moderateRefusal(moderator), null],
  ])('%s', (_name, refusal, expected) => {
    expect(refusal).toBe(expected);
  });

  it('reads the moderator role from the roles JSON; damaged JSON is a plain member', () => {
    expect(isModerator(moderator)).toBe(true);
    expect(isModerator(member(3, 'not json'))).toBe(false);
    expect(isModerator(null)).toBe(false);
  });

  it('hides after 3 open reports', () => {
    expect([0, 1, 2, 3, 4].map(hiddenByReports)).toEqual([false, false, false, true, true]);
  });
});
