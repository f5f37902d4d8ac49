/**
 * Names a sign-in in browser storage without copying its token there again: two 32-bit FNV-1a
 * hashes of the token with different seeds. Tokens are 32 random bytes, so two sign-ins of one
 * browser never share a name in practice; a new sign-in (a new token) is a new owner.
 */
export function ownerOf(token: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let i = 0; i < token.length; i++) {
    first = Math.imul(first ^ token.charCodeAt(i), 0x01000193) >>> 0;
    second = Math.imul(second ^ token.charCodeAt(i), 0x01000193) >>> 0;
  }
  return `${first.toString(36)}.${second.toString(36)}`;
}
