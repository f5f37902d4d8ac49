/** Close enough to the server's check to catch typos before sending; the server has the final word. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
