import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a tiny local Graph API that knows a handful of user tokens. */
export interface StandInToken {
  appId: string;
  isValid?: boolean;
  /** Seconds since the epoch; 0 never expires. */
  expiresAt?: number;
  profile: { id: string; name?: string; email?: string };
}

export interface GraphStandIn {
  url: string;
  tokens: Map<string, StandInToken>;
  /** Authorization codes from the login dialog: each exchanges once, for its redirect URI, into a token. */
  codes: Map<string, { accessToken: string; redirectUri: string }>;
  /** Paths with query of every request received, for assertions. */
  requests: URL[];
  close(): Promise<void>;
}

const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

/** Answers /oauth/access_token, /debug_token and /me the way the Graph API does for the cases the server cares about. */
export async function startGraphStandIn(app: { appId: string; appSecret: string }): Promise<GraphStandIn> {
  const tokens = new Map<string, StandInToken>();
  const codes = new Map<string, { accessToken: string; redirectUri: string }>();
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (url.pathname.endsWith('/oauth/access_token')) {
      if (q('client_id') !== app.appId || q('client_secret') !== app.appSecret) {
        return send(400, oauthError('Error validating client secret.'));
      }
      const code = codes.get(q('code'));
      if (!code) return send(400, oauthError('This authorization code has been used.'));
      codes.delete(q('code'));
      if (code.redirectUri !== q('redirect_uri')) {
        return send(
          400,
          oauthError('Error validating verification code. Please make sure your redirect_uri is identical.'),
        );
      }
      return send(200, { access_token: code.accessToken, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname.endsWith('/debug_token')) {
      if (q('access_token') !== `${app.appId}|${app.appSecret}`) {
        return send(400, oauthError('Invalid OAuth access token signature.'));
      }
      const token = tokens.get(q('input_token'));
      if (!token) {
        return send(200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
        });
      }
      return send(200, {
        data: {
          app_id: token.appId,
          type: 'USER',
          application: 'Stand-in',
          expires_at: token.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
          is_valid: token.isValid ?? true,
          scopes: ['email', 'public_profile'],
          user_id: token.profile.id,
        },
      });
    }
    if (url.pathname.endsWith('/me')) {
      const token = tokens.get(q('access_token'));
      if (!token) return send(400, oauthError('Invalid OAuth access token.'));
      const proof = createHmac('sha256', app.appSecret).update(q('access_token')).digest('hex');
      if (q('appsecret_proof') !== proof)
        return send(400, oauthError('Invalid appsecret_proof provided in the API argument'));
      const fields = q('fields').split(',');
      const profile = Object.fromEntries(Object.entries(token.profile).filter(([key]) => fields.includes(key)));
      return send(200, profile);
    }
    return send(404, oauthError('Unknown path components'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v19.0`,
    tokens,
    codes,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

let sequence = 0;

/** Registers a user token for a fresh Facebook account with the stand-in and answers it. */
export function addUserToken(
  graph: GraphStandIn,
  appId: string,
  profile: Partial<StandInToken['profile']> = {},
  token: Partial<Omit<StandInToken, 'profile'>> = {},
) {
  const id = `${Date.now()}${++sequence}`;
  const value = `EAAB${randomBytes(24).toString('hex')}`;
  const entry: StandInToken = {
    appId,
    ...token,
    profile: { id, name: `Facebook Cook ${id}`, email: `fb_${id}@example.test`, ...profile },
  };
  graph.tokens.set(value, entry);
  return { value, id, entry };
}
