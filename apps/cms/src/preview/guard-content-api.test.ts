import { describe, expect, it } from 'vitest';
import { DRAFT_GUARD, guardRoute } from './guard-content-api';

describe('draft guard on content-API routes', () => {
  it('puts the guard first on GET routes, once, without touching a config other routes share', () => {
    const shared = { middlewares: [DRAFT_GUARD, 'global::other'] };
    const find = { method: 'GET', config: shared };
    const findOne = { method: 'GET', config: shared };
    guardRoute(find);
    guardRoute(findOne);
    expect(find.config.middlewares).toEqual([DRAFT_GUARD, 'global::other']);
    expect(shared.middlewares).toEqual([DRAFT_GUARD, 'global::other']);
    const custom: { method: string; config?: { middlewares?: unknown[] } } = { method: 'GET' };
    guardRoute(custom);
    expect(custom.config?.middlewares).toEqual([DRAFT_GUARD]);
  });

  it('leaves writes alone', () => {
    const create: { method: string; config?: { middlewares?: unknown[] } } = { method: 'POST' };
    guardRoute(create);
    expect(create.config).toBeUndefined();
  });
});
