/**
 * Why fetching a page or photo for an import failed. Each reason has its own translated message
 * (IMPORT_* keys) and maps onto the contract's codes: the caller's address is at fault → 400,
 * the other site is → 502.
 */
export type FetchFailure =
  | 'scheme'
  | 'badUrl'
  | 'privateAddress'
  | 'unresolvable'
  | 'tooLarge'
  | 'tooManyRedirects'
  | 'timeout'
  | 'httpStatus'
  | 'network';

export class FetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'FetchError';
  }
}
