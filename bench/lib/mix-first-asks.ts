import type { MixRequest } from './mix-plan.ts';

/** What a cache keys an answer by: pages by language and path, API answers by path alone. */
const cacheKey = (request: MixRequest) =>
  request.kind.endsWith('page') ? `${request.language} ${request.path}` : request.path;

/**
 * The share of `count` requests of the (round-robin) sequence from `offset` that ask for
 * something not asked for before, in this stretch or in `seen` (updated): no cache can answer
 * those, however it decides, so one minus this is the most hits a cache started cold could give.
 */
export function firstAskShare(
  sequence: readonly MixRequest[],
  offset: number,
  count: number,
  seen: Set<string>,
): number {
  if (count <= 0 || sequence.length === 0) return 0;
  let first = 0;
  for (let i = 0; i < count; i++) {
    const key = cacheKey(sequence[(offset + i) % sequence.length]!);
    if (!seen.has(key)) {
      seen.add(key);
      first++;
    }
  }
  return first / count;
}

/**
 * First asks among a phase's measured requests, those of its warm-up (and `seen`) counted as
 * asked before, so the share compares with the phase's cache hits: hits ≤ 1 − first asks.
 */
export function firstAsksOfPhase(
  sequence: readonly MixRequest[],
  offset: number,
  phase: { warmupRequests: number; requests: number },
  seen: Set<string>,
): number {
  firstAskShare(sequence, offset, phase.warmupRequests, seen);
  return firstAskShare(sequence, offset + phase.warmupRequests, phase.requests, seen);
}
