/**
 * Where to go after signing in. Only same-site paths are followed, so a crafted
 * `?redirectTo=https://evil.example` (or `//evil.example`) cannot send members elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/(login|register|auth\/callback)(\/|\?|$)/.test(value)) return fallback;
  return value;
}
