import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeCms, useCmsEnv, type FakeCms, type Reply } from './cms/__fixtures__/server';
import { currentRedirects, forgetRedirects } from './redirect-cache';

const table = (to: string) => ({ json: { data: [{ id: 1, documentId: 'r1', from: '/oud', to, statusCode: 301 }], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } } });

let cms: FakeCms;
let restoreEnv = () => {};
beforeAll(async () => {
  cms = await startFakeCms();
});
afterAll(() => cms.close());
beforeEach(() => {
  restoreEnv = useCmsEnv(cms.url, '5');
  forgetRedirects();
});
afterEach(() => {
  restoreEnv();
  cms.requests.length = 0;
  vi.restoreAllMocks();
});

describe('the proxy’s redirect table', () => {
  it('is kept between requests and read again, past the data cache, once forgotten', async () => {
    cms.setRoute(() => table('/nieuw'));
    const spy = vi.spyOn(globalThis, 'fetch');
    expect((await currentRedirects())[0].to).toBe('/nieuw');
    expect(spy.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });

    cms.setRoute(() => table('/anders'));
    expect((await currentRedirects())[0].to).toBe('/nieuw');
    expect(cms.requests).toHaveLength(1);

    forgetRedirects();
    expect((await currentRedirects())[0].to).toBe('/anders');
  });

  it('lives on globalThis, so the revalidation route and the proxy share one table', async () => {
    cms.setRoute(() => table('/nieuw'));
    await currentRedirects();
    vi.resetModules();
    const other = await import('./redirect-cache');
    cms.setRoute(() => table('/anders'));
    other.forgetRedirects();
    expect((await currentRedirects())[0].to).toBe('/anders');
  });

  it('does not keep what a refresh started before the forget read', async () => {
    let answer: (reply: Reply) => void = () => {};
    cms.setRoute(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const first = currentRedirects();
    await vi.waitFor(() => expect(cms.requests).toHaveLength(1));
    forgetRedirects();
    answer(table('/oud-antwoord'));
    await first;

    cms.setRoute(() => table('/na-het-vergeten'));
    expect((await currentRedirects())[0].to).toBe('/na-het-vergeten');
  });
});
