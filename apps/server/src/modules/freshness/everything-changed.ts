/**
 * Heard instead of a change when notices may have been lost (Redis dropped and came back):
 * anything may have changed, so everything derived from the database must be dropped.
 */
export interface EverythingChanged {
  everything: true;
}
export const everythingChanged: EverythingChanged = Object.freeze({ everything: true });

export function isEverythingChanged(notice: unknown): notice is EverythingChanged {
  return typeof notice === 'object' && notice !== null && (notice as Partial<EverythingChanged>).everything === true;
}
