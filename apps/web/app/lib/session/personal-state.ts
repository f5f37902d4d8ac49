import type { PersonalState } from '@recipes/contracts';
import type { ApiRequest } from '../api-client.ts';
import { keptFavoriteIds } from './kept-favorite-ids.ts';
import { adoptAccountUnit } from './unit-choice.ts';
import { keptOwnRatings } from './own-ratings.ts';

type Api = <T>(path: string, request?: Omit<ApiRequest, 'language' | 'token'>) => Promise<T>;

const pending = new Map<string, Promise<PersonalState>>();

/**
 * GET /api/v1/personal, once for everything on the page that asks at the same moment (hearts,
 * stars, units: decision 0034). Every part is kept for the tab session when it arrives, so a part
 * no component of this page reads (a list page has no stars) is not fetched again on the next one.
 */
export function fetchPersonalState(token: string, api: Api): Promise<PersonalState> {
  let answer = pending.get(token);
  if (!answer) {
    answer = api<PersonalState>('/api/v1/personal')
      .then((state) => {
        keptFavoriteIds.keep(token, state.favoriteIds);
        keptOwnRatings.keep(token, state.ratings);
        adoptAccountUnit(token, state.unitSystem);
        return state;
      })
      .finally(() => pending.delete(token));
    pending.set(token, answer);
  }
  return answer;
}
