import { describe, expect, it } from 'vitest';
import { mayManageVacancy } from './organisations';

describe('mayManageVacancy (decision 056)', () => {
  const org = (documentId: string, verification: 'claimed' | 'verified' | 'refused' | null) => ({ documentId, verification });
  it('a vacancy without an organisation belongs to its poster, as before organisations', () => {
    expect(mayManageVacancy({ postedBy: { id: 1 }, employer: null }, 1, [])).toBe(true);
    expect(mayManageVacancy({ postedBy: { id: 1 }, employer: null }, 2, ['a'])).toBe(false);
    // An editor-made partner (no verification state) is no organisation: the poster keeps it.
    expect(mayManageVacancy({ postedBy: { id: 1 }, employer: org('a', null) }, 1, [])).toBe(true);
  });
  it('an organisation’s vacancy belongs to its members, whoever posted it', () => {
    expect(mayManageVacancy({ postedBy: { id: 1 }, employer: org('a', 'verified') }, 2, ['a'])).toBe(true);
    expect(mayManageVacancy({ postedBy: null, employer: org('a', 'claimed') }, 2, ['a'])).toBe(true);
  });
  it('a poster who left or was removed no longer manages what they posted for it; B never reaches A', () => {
    expect(mayManageVacancy({ postedBy: { id: 1 }, employer: org('a', 'verified') }, 1, [])).toBe(false);
    expect(mayManageVacancy({ postedBy: { id: 3 }, employer: org('a', 'refused') }, 4, ['b'])).toBe(false);
  });
});
