import { randomBytes } from 'node:crypto';
import { addUserToken, startGraphStandIn } from '../../apps/server/src/test/facebook-graph-stand-in.ts';
import { listen, providerIdFor, readConsent, redirect, sendConsentPage, sendText } from './consent-page.ts';
import type { StandInProvider } from './google-provider.ts';

const appId = '424242424242';
const appSecret = 'e2e-facebook-secret';
const dialogPath = '/v19.0/dialog/oauth';

/**
 * Facebook as the end-to-end run sees it: the login dialog (a page where the test types who signs
 * in, or cancels) and the Graph API the server checks tokens with (the server tests' stand-in:
 * code exchange, debug_token, /me with appsecret_proof). An expired token is one the Graph API
 * reports as past its expiry; a forged one is a code for a token the Graph API never issued.
 */
export async function startFacebookProvider(): Promise<StandInProvider> {
  const graph = await startGraphStandIn({ appId, appSecret });
  const dialog = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
    if (url.pathname !== dialogPath) return sendText(res, 404, 'Not found');
    const query = url.searchParams;
    const consent = readConsent(query);
    if (consent.decision === null) return sendConsentPage(res, 'Facebook', query);
    if (query.get('client_id') !== appId) return sendText(res, 400, 'Invalid app ID');
    // Facebook appends an empty fragment to every redirect back.
    const back = new URL(`${query.get('redirect_uri') ?? ''}#_=_`);
    back.searchParams.set('state', query.get('state') ?? '');
    if (consent.decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_code', '200');
      back.searchParams.set('error_description', 'Permissions error');
      back.searchParams.set('error_reason', 'user_denied');
      return redirect(res, back);
    }
    const profile = { id: providerIdFor(consent.email), name: consent.name, email: consent.email };
    const expiresAt = consent.token === 'expired' ? Math.floor(Date.now() / 1000) - 60 : undefined;
    const accessToken =
      consent.token === 'forged'
        ? `EAAB${randomBytes(24).toString('hex')}`
        : addUserToken(graph, appId, profile, expiresAt === undefined ? {} : { expiresAt }).value;
    const code = randomBytes(16).toString('hex');
    graph.codes.set(code, { accessToken, redirectUri: query.get('redirect_uri') ?? '' });
    back.searchParams.set('code', code);
    return redirect(res, back);
  });

  return {
    env: {
      FACEBOOK_APP_ID: appId,
      FACEBOOK_APP_SECRET: appSecret,
      FACEBOOK_GRAPH_URL: graph.url,
      FACEBOOK_DIALOG_URL: `${dialog.url}${dialogPath}`,
    },
    close: async () => {
      await Promise.all([dialog.close(), graph.close()]);
    },
  };
}
