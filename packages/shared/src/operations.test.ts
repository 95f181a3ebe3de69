import { describe, expect, it } from 'vitest';
import {
  acceptableRequestId,
  hashClientAddress,
  healthReport,
  newRequestId,
  requestIdOfTraceparent,
  requestLogLine,
  signOperationsRequest,
  statusLabel,
  traceparentFor,
  verifyOperationsSignature,
  worstStatus,
} from './operations';

describe('health status', () => {
  it('is the worst of its checks', () => {
    expect(worstStatus([])).toBe('ok');
    expect(worstStatus(['ok', 'degraded', 'ok'])).toBe('degraded');
    expect(worstStatus(['degraded', 'down', 'ok'])).toBe('down');
    const report = healthReport({ database: { status: 'ok', ms: 2 }, smtp: { status: 'degraded', error: 'timeout' } }, new Date(0));
    expect(report).toEqual({
      status: 'degraded',
      checkedAt: '1970-01-01T00:00:00.000Z',
      checks: { database: { status: 'ok', ms: 2 }, smtp: { status: 'degraded', error: 'timeout' } },
    });
  });
});

describe('the health request signature', () => {
  const now = 1_800_000_000_000;
  it('holds under the same secret within a minute, not under another or later', () => {
    const signature = signOperationsRequest('geheim', now);
    expect(verifyOperationsSignature(signature, 'geheim', now + 30_000)).toBe(true);
    expect(verifyOperationsSignature(signature, 'geheim', now + 61_000)).toBe(false);
    expect(verifyOperationsSignature(signature, 'ander', now)).toBe(false);
    expect(verifyOperationsSignature(signature, '', now)).toBe(false);
    expect(verifyOperationsSignature(`${Math.floor(now / 1000) + 1}.${signature.split('.')[1]}`, 'geheim', now)).toBe(false);
    expect(verifyOperationsSignature(undefined, 'geheim', now)).toBe(false);
    expect(verifyOperationsSignature('1.2', 'geheim', now)).toBe(false);
  });
});

describe('request ids', () => {
  it("keeps 32 hex digits (nginx's $request_id) or a UUID, and nothing that could break a log line", () => {
    expect(acceptableRequestId('6f2a1c9e0b7d4e3fa1b2c3d4e5f60718')).toBe('6f2a1c9e0b7d4e3fa1b2c3d4e5f60718');
    expect(acceptableRequestId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(acceptableRequestId(['6f2a1c9e0b7d4e3fa1b2c3d4e5f60718', 'x'])).toBe('6f2a1c9e0b7d4e3fa1b2c3d4e5f60718');
    for (const bad of [
      undefined,
      '',
      'kort',
      '0'.repeat(32),
      'a'.repeat(33),
      '6f2a1c9e0b7d4e3f a1b2c3d4e5f6071',
      '6f2a1c9e0b7d4e3fa1b2c3d4e5f6071"\n',
      'jan@example.nl',
    ]) {
      expect(acceptableRequestId(bad), String(bad)).toBeNull();
    }
    expect(acceptableRequestId(newRequestId())).not.toBeNull();
  });

  it('travels to the CMS as the trace id of a traceparent', () => {
    const id = newRequestId();
    const header = traceparentFor(id);
    expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(requestIdOfTraceparent(header)).toBe(id);
    expect(requestIdOfTraceparent(`00-${'0'.repeat(32)}-${'1'.repeat(16)}-01`)).toBeNull();
    expect(requestIdOfTraceparent('01-abc')).toBeNull();
    expect(requestIdOfTraceparent(undefined)).toBeNull();
  });
});

describe('the request log line', () => {
  const line = (fields: Partial<Parameters<typeof requestLogLine>[0]> = {}) =>
    JSON.parse(
      requestLogLine(
        {
          app: 'site',
          requestId: '6f2a1c9e0b7d4e3fa1b2c3d4e5f60718',
          method: 'GET',
          route: '/vacature-alert/afmelden',
          url: '/vacature-alert/afmelden?token=abc123geheim&email=jan%40example.nl',
          status: 200,
          ms: 12.345,
          client: hashClientAddress('203.0.113.7', 'geheim'),
          ...fields,
        },
        new Date(0),
      ),
    );

  it('holds the request id, route, path, status and duration, one JSON object', () => {
    expect(line()).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      level: 'info',
      msg: 'request',
      app: 'site',
      requestId: '6f2a1c9e0b7d4e3fa1b2c3d4e5f60718',
      method: 'GET',
      route: '/vacature-alert/afmelden',
      path: '/vacature-alert/afmelden',
      status: 200,
      ms: 12.3,
      client: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(line({ status: 502 }).level).toBe('error');
  });

  it("holds no invitation's token (issue 48)", () => {
    expect(line({ url: '/uitnodiging/Zk3vQ9_geheim-token?x=1' }).path).toBe('/uitnodiging/[token]');
    expect(line({ app: 'cms', url: '/api/organisation-invites/Zk3vQ9_geheim-token/accept' }).path).toBe(
      '/api/organisation-invites/[token]/accept',
    );
    expect(line({ app: 'cms', url: '/api/organisation-invites/Zk3vQ9_geheim-token' }).path).toBe('/api/organisation-invites/[token]');
    expect(line({ url: '/jobs/vacature/abc/monteur' }).path).toBe('/jobs/vacature/abc/monteur');
  });

  it('holds no query string, token, e-mail address or client address', () => {
    const text = JSON.stringify(line({ url: '/api/auth/email-confirmation?confirmation=tok3n#frag' }));
    for (const secret of ['tok3n', 'abc123geheim', 'jan', 'example.nl', '203.0.113.7', 'confirmation=', 'frag'])
      expect(text).not.toContain(secret);
  });

  it('hashes an address with a key, the same for both apps, and not without one', () => {
    expect(hashClientAddress('203.0.113.7', 'geheim')).toBe(hashClientAddress('203.0.113.7', 'geheim'));
    expect(hashClientAddress('203.0.113.7', 'geheim')).not.toBe(hashClientAddress('203.0.113.8', 'geheim'));
    expect(hashClientAddress('203.0.113.7', 'ander')).not.toBe(hashClientAddress('203.0.113.7', 'geheim'));
    expect(hashClientAddress('203.0.113.7', '')).toBeUndefined();
    expect(line({ client: undefined })).not.toHaveProperty('client');
  });
});

describe('statusLabel', () => {
  it('keeps HTTP codes and folds the rest', () => {
    expect(statusLabel(404)).toBe('404');
    expect(statusLabel(0)).toBe('other');
    expect(statusLabel(999)).toBe('other');
  });
});
