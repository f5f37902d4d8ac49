import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { FacebookConfig } from '../../config/env.ts';
import type { ProviderIdentity } from './social-members.ts';

/**
 * What Facebook itself vouches for about the holder of a user access token. The e-mail is only
 * present when the member granted the permission; Facebook sends confirmed addresses.
 */
export type FacebookIdentity = ProviderIdentity;

/** Why a token was not accepted; the caller only ever hears "Facebook login failed". */
export class FacebookTokenRejected extends Error {
  override name = 'FacebookTokenRejected';
}

const DebugTokenSchema = z.object({
  data: z.object({
    app_id: z.union([z.string(), z.number()]).transform(String),
    is_valid: z.boolean(),
    user_id: z.union([z.string(), z.number()]).transform(String),
    expires_at: z.number().optional(),
  }),
});

const MeSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().optional(),
  email: z.string().optional(),
});

const requestTimeoutMs = 5000;

async function getJson(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(requestTimeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new FacebookTokenRejected(`Graph API unreachable: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new FacebookTokenRejected(`Graph API answered ${response.status} for ${url.pathname}`);
  return body;
}

const AccessTokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Exchanges an authorization code from Facebook's login dialog for a user access token. The code
 * is only good with the redirect URI it was issued for and with our app secret; the token still
 * goes through `verifyFacebookToken` like any other.
 */
export async function exchangeFacebookCode(config: FacebookConfig, code: string, redirectUri: string): Promise<string> {
  const url = new URL(`${config.graphUrl}/oauth/access_token`);
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('client_secret', config.appSecret);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('code', code);
  const answer = AccessTokenSchema.safeParse(await getJson(url));
  if (!answer.success) throw new FacebookTokenRejected('oauth/access_token answer not understood');
  return answer.data.access_token;
}

/**
 * Verifies a user access token with the Graph API: debug_token (signed with our app's own
 * credentials) proves it is valid, unexpired and issued for this app; /me then says whose it is.
 * Nothing the client sent besides the token is trusted.
 */
export async function verifyFacebookToken(config: FacebookConfig, userToken: string): Promise<FacebookIdentity> {
  const debugUrl = new URL(`${config.graphUrl}/debug_token`);
  debugUrl.searchParams.set('input_token', userToken);
  debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const debug = DebugTokenSchema.safeParse(await getJson(debugUrl));
  if (!debug.success) throw new FacebookTokenRejected('debug_token answer not understood');
  const { app_id, is_valid, user_id, expires_at } = debug.data.data;
  if (!is_valid) throw new FacebookTokenRejected('token is not valid');
  if (app_id !== config.appId) throw new FacebookTokenRejected('token was issued for another app');
  // expires_at 0 means a token that does not expire.
  if (expires_at !== undefined && expires_at !== 0 && expires_at * 1000 <= Date.now()) {
    throw new FacebookTokenRejected('token has expired');
  }

  const meUrl = new URL(`${config.graphUrl}/me`);
  meUrl.searchParams.set('fields', 'id,name,email');
  meUrl.searchParams.set('access_token', userToken);
  // Proves the call comes from our server, as apps with "Require App Secret" demand.
  meUrl.searchParams.set('appsecret_proof', createHmac('sha256', config.appSecret).update(userToken).digest('hex'));
  const me = MeSchema.safeParse(await getJson(meUrl));
  if (!me.success) throw new FacebookTokenRejected('/me answer not understood');
  if (me.data.id !== user_id) throw new FacebookTokenRejected('token and profile disagree');

  const email = me.data.email?.trim().toLowerCase();
  const name = me.data.name?.trim();
  return {
    id: me.data.id,
    name: name ? name : null,
    email: email && z.email().safeParse(email).success ? email : null,
  };
}
