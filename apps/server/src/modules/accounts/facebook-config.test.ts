import { describe, expect, it } from 'vitest';
import { ConfigError, defaultFacebookDialogUrl, loadConfig } from '../../config/env.ts';

describe('Facebook settings from the environment', () => {
  it('is off unless both the app id and secret are set', () => {
    expect(loadConfig({}).facebook).toBeNull();
  });

  it('reads the app id, secret, Graph URL (default v19.0, no trailing slash) and login dialog URL', () => {
    expect(loadConfig({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's3cret' }).facebook).toEqual({
      appId: '123',
      appSecret: 's3cret',
      graphUrl: 'https://graph.facebook.com/v19.0',
      dialogUrl: defaultFacebookDialogUrl,
    });
    const custom = loadConfig({
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: 'x',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:8080/v20.0/',
      FACEBOOK_DIALOG_URL: 'http://127.0.0.1:8080/dialog/oauth',
    });
    expect(custom.facebook?.graphUrl).toBe('http://127.0.0.1:8080/v20.0');
    expect(custom.facebook?.dialogUrl).toBe('http://127.0.0.1:8080/dialog/oauth');
  });

  it('stops with a message naming the variable when a value is wrong or half the pair is missing', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: '123' })).toThrow(/FACEBOOK_APP_SECRET/);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_APP_ID: 'abc', FACEBOOK_APP_SECRET: 'x' })).toThrow(/FACEBOOK_APP_ID/);
    expect(() => loadConfig({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 'x', FACEBOOK_GRAPH_URL: 'nope' })).toThrow(
      /FACEBOOK_GRAPH_URL/,
    );
    expect(() => loadConfig({ FACEBOOK_DIALOG_URL: 'nope' })).toThrow(/FACEBOOK_DIALOG_URL/);
  });
});

describe('Google settings from the environment', () => {
  it('is off unless both the client id and secret are set', () => {
    expect(loadConfig({}).google).toBeNull();
  });

  it('reads the client id, secret and issuer (default Google, no trailing slash)', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 'sh' }).google).toEqual({
      clientId: 'id.apps',
      clientSecret: 'sh',
      issuer: 'https://accounts.google.com',
    });
    const custom = loadConfig({
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
    });
    expect(custom.google?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('stops with a message naming the variable when half the pair is missing or the issuer is not a URL', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'a' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER: 'accounts' })).toThrow(
      /GOOGLE_ISSUER/,
    );
  });
});
