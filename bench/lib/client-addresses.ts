/**
 * Client addresses for a load worker's X-Forwarded-For, from its own block (second octet): each
 * address sends `perAddress` requests, well under the API's hourly limit (1000 per IP), so the
 * limiter runs its real bookkeeping on every request without refusing any. The server trusts
 * the header only because the bench starts it with TRUST_PROXY=true, as a proxied deployment is.
 */
export function clientAddresses(block: number, perAddress = 500): () => string {
  let sent = 0;
  return () => {
    const n = Math.floor(sent++ / perAddress);
    return `10.${block & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
