import { describe, expect, it } from 'vitest';
import { conventionalEndpoints, endpointsFromDiscovery, oidcSettings, profileFromUserinfo } from './oidc-provider';

describe('oidcSettings', () => {
  it('reads the environment with a Dutch default label', () => {
    expect(oidcSettings({ OIDC_ISSUER: 'http://127.0.0.1:4450/', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 's' })).toEqual({
      issuer: 'http://127.0.0.1:4450',
      clientId: 'site',
      clientSecret: 's',
      label: 'Demo-inlog',
    });
    expect(oidcSettings({}).issuer).toBe('');
  });
});

describe('endpointsFromDiscovery', () => {
  const issuer = 'https://id.example';
  it('takes the discovered endpoints', () => {
    expect(
      endpointsFromDiscovery(issuer, {
        authorization_endpoint: 'https://id.example/auth',
        token_endpoint: 'https://id.example/token',
        userinfo_endpoint: 'https://id.example/me',
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      }),
    ).toEqual({
      authorize_url: 'https://id.example/auth',
      access_url: 'https://id.example/token',
      userinfo_url: 'https://id.example/me',
      token_endpoint_auth_method: 'client_secret_basic',
    });
  });
  it('uses client_secret_post only when basic is not offered', () => {
    expect(
      endpointsFromDiscovery(issuer, { token_endpoint_auth_methods_supported: ['client_secret_post'] }).token_endpoint_auth_method,
    ).toBe('client_secret_post');
  });
  it('falls back to conventional paths', () => {
    expect(endpointsFromDiscovery(issuer, null)).toEqual(conventionalEndpoints(issuer));
    expect(conventionalEndpoints(issuer).userinfo_url).toBe('https://id.example/userinfo');
  });
});

describe('profileFromUserinfo', () => {
  it('uses the verified e-mail address as username', () => {
    expect(profileFromUserinfo({ sub: '1', email: 'Anna@Example.test', email_verified: true })).toEqual({
      username: 'anna@example.test',
      email: 'anna@example.test',
    });
  });
  it('refuses missing or unverified addresses', () => {
    expect(() => profileFromUserinfo({ sub: '1' })).toThrow('Email was not available.');
    expect(() => profileFromUserinfo({ sub: '1', email: 'a@b.c', email_verified: false })).toThrow(/not verified/);
    expect(() => profileFromUserinfo({ sub: '1', email: 'a@b.c' })).toThrow(/not verified/);
  });
});
