import { ORGANISATION_NOTE_MAX_LENGTH, ORGANISATION_NOTE_MIN_LENGTH } from '@vacaturesite/shared';
import { describe, expect, it } from 'vitest';
import { REASON_LIMITS } from './reason-limits';

describe('the reason dialog', () => {
  it('asks for the reason the CMS accepts', () => {
    expect(REASON_LIMITS).toEqual({ min: ORGANISATION_NOTE_MIN_LENGTH, max: ORGANISATION_NOTE_MAX_LENGTH });
  });
});
