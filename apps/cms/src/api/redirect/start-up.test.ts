import { describe, expect, it } from 'vitest';
import { redirectProblem } from './start-up';

describe('redirectProblem', () => {
  it('accepts the four redirect codes the site can honour', () => {
    for (const statusCode of [301, 302, 307, 308]) expect(redirectProblem({ from: '/a', to: '/b', statusCode })).toBeNull();
  });

  it('rejects other codes with a Dutch message for the editor', () => {
    expect(redirectProblem({ from: '/a', to: '/b', statusCode: 303 })).toBe('Statuscode moet 301, 302, 307 of 308 zijn (kreeg 303).');
  });

  it('rejects a redirect to itself', () => {
    expect(redirectProblem({ from: '/a', to: '/a', statusCode: 301 })).toMatch(/naar zichzelf/);
  });
});
