import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the person chooses on a stand-in provider's sign-in page. `token` lets a test ask for a
 * token the site must refuse: one that has expired, or one the provider never issued (forged).
 */
export interface Consent {
  decision: 'allow' | 'deny' | null;
  name: string;
  email: string;
  token: 'valid' | 'expired' | 'forged';
}

const consentFields = ['decision', 'name', 'email', 'token'];

export function readConsent(query: URLSearchParams): Consent {
  const decision = query.get('decision');
  const token = query.get('token');
  return {
    decision: decision === 'allow' || decision === 'deny' ? decision : null,
    name: query.get('name') ?? '',
    email: query.get('email') ?? '',
    token: token === 'expired' || token === 'forged' ? token : 'valid',
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The provider's "sign in to <site>" page: the request's own parameters ride along as hidden
 * fields, so submitting comes back to the same address with the person's choice added.
 */
export function sendConsentPage(res: ServerResponse, provider: string, query: URLSearchParams): void {
  const hidden = [...query]
    .filter(([key]) => !consentFields.includes(key))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${provider} sign-in (stand-in)</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>Sign in with ${provider}</h1>
<p>A local stand-in for ${provider}, started by the end-to-end tests.</p>
<form method="get">
${hidden}
<p><label>Name <input name="name" value="Stand-in Cook"></label></p>
<p><label>E-mail <input name="email" type="email" value="cook@example.test"></label></p>
<p><label>Token <select name="token">
<option value="valid">valid</option>
<option value="expired">expired</option>
<option value="forged">forged</option>
</select></label></p>
<p><button name="decision" value="allow">Continue</button>
<button name="decision" value="deny">Cancel</button></p>
</form>
</body></html>`);
}

export function redirect(res: ServerResponse, location: URL | string): void {
  res.writeHead(302, { location: String(location), 'cache-control': 'no-store' });
  res.end();
}

/** A stable provider id per e-mail address, so signing in twice is the same account. */
export function providerIdFor(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest().readBigUInt64BE().toString();
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * Serves `handle` on a free port of 127.0.0.1; answers the base URL and a close function. A bad
 * request (say, no redirect_uri) gets a 400 instead of taking the site's process down with it.
 */
export async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      sendText(res, 400, `Bad request: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        // The browser keeps connections open; they must not hold the shutdown up.
        server.closeAllConnections();
      }),
  };
}
