import { describe, expect, it } from 'vitest';
import { signedInActions } from './permissions';

describe('signedInActions', () => {
  it('names the routes that need a signed-in visitor, once each, and leaves out those with auth off', () => {
    const routes = [
      { method: 'GET', path: '/x', handler: 'thing.find' },
      { method: 'POST', path: '/x', handler: 'thing.create', config: { middlewares: ['global::bot-check'] } },
      { method: 'PUT', path: '/x/:id', handler: 'thing.create' },
      { method: 'POST', path: '/x/public', handler: 'thing.open', config: { auth: false } },
    ] as const;
    expect(signedInActions('thing', routes)).toEqual(['api::thing.thing.find', 'api::thing.thing.create']);
  });
});
