import { describe, expect, it, vi } from 'vitest';
import { fakeCmsPerFile, type Reply } from './cms/__fixtures__/server';
import { currentRedirects, forgetRedirects } from './redirect-cache';

const table = (to: string) => ({
  json: {
    data: [{ id: 1, documentId: 'r1', from: '/oud', to, statusCode: 301 }],
    meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
  },
});

const fake = fakeCmsPerFile('5', { beforeEachTest: forgetRedirects });

describe('the proxy’s redirect table', () => {
  it('is kept between requests and read again, past the data cache, once forgotten', async () => {
    fake.cms.setRoute(() => table('/nieuw'));
    const spy = vi.spyOn(globalThis, 'fetch');
    expect((await currentRedirects())[0].to).toBe('/nieuw');
    expect(spy.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });

    fake.cms.setRoute(() => table('/anders'));
    expect((await currentRedirects())[0].to).toBe('/nieuw');
    expect(fake.cms.requests).toHaveLength(1);

    forgetRedirects();
    expect((await currentRedirects())[0].to).toBe('/anders');
  });

  it('lives on globalThis, so the revalidation route and the proxy share one table', async () => {
    fake.cms.setRoute(() => table('/nieuw'));
    await currentRedirects();
    vi.resetModules();
    const other = await import('./redirect-cache');
    fake.cms.setRoute(() => table('/anders'));
    other.forgetRedirects();
    expect((await currentRedirects())[0].to).toBe('/anders');
  });

  it('does not keep what a refresh started before the forget read', async () => {
    let answer: (reply: Reply) => void = () => {};
    fake.cms.setRoute(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const first = currentRedirects();
    await vi.waitFor(() => expect(fake.cms.requests).toHaveLength(1));
    forgetRedirects();
    answer(table('/oud-antwoord'));
    await first;

    fake.cms.setRoute(() => table('/na-het-vergeten'));
    expect((await currentRedirects())[0].to).toBe('/na-het-vergeten');
  });
});
