import type { UnitId } from '../unit-ids.ts';

/** Words (as written, any case) that name each unit id in one language. */
export type UnitWords = Partial<Record<UnitId, readonly string[]>>;
