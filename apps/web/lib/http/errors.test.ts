import { describe, expect, it } from 'vitest';
import { CmsError, fallbackErrorBody } from '@/lib/cms/errors';
import { AUTH_ERROR_CODES, AuthFailure, authError, authErrorMessage, isNetworkFailure, mapCmsError } from './errors';

/** A Strapi 5 error exactly as cmsFetch throws it for a JSON error answer. */
function strapiError(status: number, name: string, message: string): CmsError {
  return new CmsError(status, { data: null, error: { status, name, message, details: {} } }, message);
}

/** What cmsFetch throws when the connection fails: the §8 fallback body with the cause kept. */
function networkError(message = 'connect ECONNREFUSED 127.0.0.1:1337'): CmsError {
  const cause = new TypeError('fetch failed');
  return new CmsError(500, fallbackErrorBody('5', message), message, { cause });
}

describe('mapCmsError: Strapi users-permissions messages', () => {
  it.each([
    [400, 'ValidationError', 'Invalid identifier or password', 'wrong-password', 401, 'Het e-mailadres of het wachtwoord klopt niet.'],
    [400, 'ApplicationError', 'Your account email is not confirmed', 'email-not-confirmed', 403, /nog niet bevestigd/],
    [400, 'ApplicationError', 'Your account has been blocked by an administrator', 'user-disabled', 403, /geblokkeerd/],
    [403, 'ForbiddenError', 'Your account has been blocked by an administrator', 'user-disabled', 403, /geblokkeerd/],
    [400, 'ApplicationError', 'User blocked', 'user-disabled', 403, /geblokkeerd/],
    [400, 'ApplicationError', 'Email or Username are already taken', 'email-already-in-use', 409, /bestaat al een account/],
    [400, 'ApplicationError', 'Email is already taken.', 'email-already-in-use', 409, /bestaat al een account/],
    [400, 'ValidationError', 'email must be a valid email', 'invalid-email', 400, /geldig e-mailadres/],
    [400, 'ApplicationError', 'Error sending confirmation email', 'email-send-failed', 502, /niet versturen/],
    [
      400,
      'ApplicationError',
      'Register action is currently disabled',
      'operation-not-allowed',
      403,
      /Registreren is op dit moment niet mogelijk/,
    ],
    [400, 'ValidationError', 'Incorrect code provided', 'invalid-action-code', 400, /ongeldig of al gebruikt/],
    [400, 'ValidationError', 'Invalid token', 'invalid-action-code', 400, /ongeldig of al gebruikt/],
    [400, 'ValidationError', 'Invalid or expired token', 'expired-action-code', 400, /verlopen/],
    [400, 'ApplicationError', 'Already confirmed', 'operation-not-allowed', 400, /al bevestigd/],
    [400, 'ValidationError', 'The provided current password is invalid', 'wrong-password', 400, 'Je huidige wachtwoord klopt niet.'],
    [400, 'ValidationError', 'Your new password must be different than your current password', 'same-password', 400, /anders zijn/],
    [400, 'ValidationError', 'Passwords do not match', 'passwords-do-not-match', 400, 'De wachtwoorden zijn niet gelijk.'],
    [400, 'ValidationError', 'Password must be less than 73 bytes', 'weak-password', 400, /niet langer zijn dan 72 tekens/],
    [400, 'ValidationError', 'Password validation failed.', 'weak-password', 400, /voldoet niet aan de eisen/],
    [400, 'ValidationError', 'Password must be at least 8 characters and at most 72 bytes', 'weak-password', 400, /minstens 8 tekens/],
    [400, 'ValidationError', 'Password is required', 'weak-password', 400, 'Kies een wachtwoord.'],
    [400, 'ApplicationError', 'You must be authenticated to reset your password', 'user-token-expired', 401, /Log opnieuw in/],
    [400, 'ApplicationError', 'This provider is disabled', 'provider-failed', 400, /niet mogelijk/],
    [400, 'ApplicationError', 'Email was not available.', 'provider-failed', 400, /geen e-mailadres/],
    [400, 'ApplicationError', 'Register action is actually not available.', 'operation-not-allowed', 403, /Registreren/],
    [400, 'ApplicationError', 'OAuth authentication requires a completed provider session', 'provider-failed', 400, /niet gelukt/],
    [400, 'ApplicationError', 'No access_token.', 'provider-failed', 400, /niet gelukt/],
    [
      429,
      'RateLimitError',
      'Too many requests, please try again later.',
      'too-many-requests',
      429,
      'Te veel pogingen. Wacht een paar minuten en probeer het opnieuw.',
    ],
  ] as const)('%i %s "%s" → %s (%i)', (status, name, message, code, answerStatus, dutch) => {
    const mapped = mapCmsError(strapiError(status, name, message));
    expect(mapped.code).toBe(code);
    expect(mapped.status).toBe(answerStatus);
    if (typeof dutch === 'string') expect(mapped.message).toBe(dutch);
    else expect(mapped.message).toMatch(dutch);
  });

  it('matches messages regardless of case and surrounding space', () => {
    expect(mapCmsError(strapiError(400, 'ValidationError', '  INVALID IDENTIFIER OR PASSWORD ')).code).toBe('wrong-password');
  });

  it('reads Strapi 3 bodies too (message nested in a list, 429 with its own text)', () => {
    const v3 = {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] }],
    };
    expect(mapCmsError(new CmsError(400, v3, 'Identifier or password invalid.')).code).toBe('wrong-password');
    const limited = { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts, please try again in a minute.' };
    expect(mapCmsError(new CmsError(429, limited, limited.message)).code).toBe('too-many-requests');
  });
});

describe('mapCmsError: by status when the message is unknown', () => {
  it('429 with any text is too-many-requests', () => {
    expect(mapCmsError(strapiError(429, 'RateLimitError', 'Slow down')).code).toBe('too-many-requests');
  });

  it('401 means the token is no longer accepted', () => {
    const mapped = mapCmsError(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'));
    expect(mapped).toEqual({ code: 'user-token-expired', status: 401, message: 'Je sessie is verlopen. Log opnieuw in.' });
  });

  it('403 without a known message is operation-not-allowed', () => {
    expect(mapCmsError(strapiError(403, 'ForbiddenError', 'Forbidden')).code).toBe('operation-not-allowed');
  });

  it('other 400 validation errors ask to check the form', () => {
    const mapped = mapCmsError(strapiError(400, 'ValidationError', 'username must be at least 3 characters'));
    expect(mapped.code).toBe('invalid-input');
    expect(mapped.status).toBe(400);
    expect(mapCmsError(strapiError(400, 'ValidationError', 'Invalid parameters: role')).code).toBe('invalid-input');
  });

  it('anything else is unknown (500) with a generic Dutch message', () => {
    for (const error of [
      strapiError(500, 'InternalServerError', 'Internal Server Error'),
      strapiError(400, 'ApplicationError', 'Something new'),
      strapiError(404, 'NotFoundError', 'Not Found'),
    ]) {
      expect(mapCmsError(error)).toEqual({ code: 'unknown', status: 500, message: 'Er ging iets mis. Probeer het later opnieuw.' });
    }
    expect(mapCmsError(new Error('boom')).code).toBe('unknown');
    expect(mapCmsError('string').code).toBe('unknown');
  });
});

describe('network failures', () => {
  it('a refused or timed-out connection is network-request-failed (503)', () => {
    const mapped = mapCmsError(networkError());
    expect(mapped).toEqual({ code: 'network-request-failed', status: 503, message: expect.stringMatching(/niet bereikbaar/) });
    const timeout = new CmsError(500, fallbackErrorBody('5', 'The operation was aborted due to timeout'), 'timeout', {
      cause: new DOMException('timeout', 'TimeoutError'),
    });
    expect(mapCmsError(timeout).code).toBe('network-request-failed');
  });

  it('a proxy in front of a CMS that is down (502, 503, 504) counts as network failure', () => {
    for (const status of [502, 503, 504]) {
      expect(mapCmsError(new CmsError(status, fallbackErrorBody('5', 'Bad Gateway'), 'Bad Gateway')).code).toBe('network-request-failed');
    }
  });

  it('a 500 answered by Strapi itself is not a network failure', () => {
    expect(isNetworkFailure(strapiError(500, 'InternalServerError', 'Internal Server Error'))).toBe(false);
    expect(isNetworkFailure(new CmsError(500, fallbackErrorBody('5', 'Internal Server Error'), 'Internal Server Error'))).toBe(false);
    expect(isNetworkFailure(new TypeError('fetch failed'))).toBe(true);
  });
});

describe('helpers', () => {
  it('every code has a Dutch message and an error status', () => {
    for (const code of AUTH_ERROR_CODES) {
      const error = authError(code);
      expect(error.message.length).toBeGreaterThan(10);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.message).not.toMatch(/\b(the|please|invalid|error)\b/i);
    }
  });

  it('AuthFailure carries a decided answer through mapCmsError', () => {
    const decided = authError('email-not-confirmed', { message: 'Eerst bevestigen.' });
    expect(mapCmsError(new AuthFailure(decided))).toEqual(decided);
  });

  it('authErrorMessage explains codes from the URL and falls back for anything else', () => {
    expect(authErrorMessage('provider-failed')).toMatch(/niet gelukt/);
    expect(authErrorMessage('too-many-requests')).toMatch(/Te veel pogingen/);
    expect(authErrorMessage('<script>')).toBe('Er ging iets mis. Probeer het later opnieuw.');
    expect(authErrorMessage(null)).toBe('Er ging iets mis. Probeer het later opnieuw.');
  });
});
