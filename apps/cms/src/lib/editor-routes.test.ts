import { describe, expect, it, vi } from 'vitest';
import { registerEditorRoutes } from './strapi-helpers';

describe('registerEditorRoutes', () => {
  it('puts every route on the admin API behind a signed-in editor', () => {
    const routes = vi.fn();
    const strapi = { server: { routes } } as never;
    registerEditorRoutes(strapi, [
      { method: 'POST', path: '/privacy/round', handler: () => undefined },
      { method: 'GET', path: '/analytics-dashboard/report', handler: () => undefined },
    ]);
    const [{ type, prefix, routes: registered }] = routes.mock.calls[0];
    expect({ type, prefix }).toEqual({ type: 'admin', prefix: '' });
    expect(registered.map((route: { path: string; config: unknown }) => [route.path, route.config])).toEqual([
      ['/privacy/round', { policies: ['admin::isAuthenticatedAdmin'] }],
      ['/analytics-dashboard/report', { policies: ['admin::isAuthenticatedAdmin'] }],
    ]);
  });
});
