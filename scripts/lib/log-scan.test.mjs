import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findErrors, scanLogDir } from './log-scan.mjs';

const request = (status, route = '/api/x') =>
  JSON.stringify({ time: '2026-12-02T10:00:00Z', level: 'info', msg: 'request', method: 'GET', path: route, status });

describe('findErrors', () => {
  it("finds 5xx request lines and error-level lines in JSON and in Strapi's coloured text, not 4xx or info", () => {
    const log = [
      request(200),
      request(404),
      request(503, '/api/health'),
      JSON.stringify({ level: 'error', msg: 'outbox send failed' }),
      '[2026-12-02 09:39:11.627] \x1b[31merror\x1b[39m: Unexpected end of JSON input',
      'SyntaxError: Unexpected end of JSON input',
      '    at JSON.parse (<anonymous>)',
      '[2026-12-02 09:39:11.627] \x1b[32minfo\x1b[39m: Strapi started successfully',
      '{not json',
    ].join('\n');
    expect(findErrors(log, 'cms.log')).toEqual([
      { file: 'cms.log', kind: '5xx', text: '503 GET /api/health' },
      { file: 'cms.log', kind: 'error', text: 'outbox send failed' },
      { file: 'cms.log', kind: 'error', text: 'Unexpected end of JSON input' },
    ]);
  });
});

describe('scanLogDir', () => {
  it('reads cms and web logs only, and splits what an expectation explains from what nothing does', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'log-scan-'));
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'cms.log'), [request(500, '/api/boom'), request(200)].join('\n'));
    writeFileSync(path.join(dir, 'web-2.log'), request(503, '/api/health'));
    writeFileSync(path.join(dir, 'nginx.log'), request(502));
    const { explained, unexplained } = scanLogDir(dir, [{ pattern: /^5xx 503 GET \/api\/health$/, why: 'errors.test.ts stops the CMS' }]);
    expect(explained).toEqual([{ file: 'web-2.log', kind: '5xx', text: '503 GET /api/health', why: 'errors.test.ts stops the CMS' }]);
    expect(unexplained).toEqual([{ file: 'cms.log', kind: '5xx', text: '500 GET /api/boom', why: undefined }]);
  });
});
