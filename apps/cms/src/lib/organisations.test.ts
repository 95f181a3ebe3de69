import { describe, expect, it } from 'vitest';
import { mayManageVacancy, vacancyRecipient } from './organisations';

const org = (documentId: string, verification: 'claimed' | 'verified' | 'refused' | null) => ({ documentId, verification });

describe('mayManageVacancy (decision 056)', () => {
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

describe('vacancyRecipient: who hears of an editor’s verdict on a vacancy (decision 056)', () => {
  it('a visitor’s own vacancy: its poster, whatever organisation they joined since', () => {
    expect(vacancyRecipient({ postedBy: { id: 1 }, employer: null }, [])).toBe('poster');
    expect(vacancyRecipient({ postedBy: { id: 1 }, employer: org('a', null) }, ['b'])).toBe('poster');
  });
  it('an organisation’s vacancy: its poster while still a member', () => {
    expect(vacancyRecipient({ postedBy: { id: 1 }, employer: org('a', 'verified') }, ['a'])).toBe('poster');
  });
  it('a poster who left, was removed or moved on: the organisation’s owner, not the poster', () => {
    expect(vacancyRecipient({ postedBy: { id: 1 }, employer: org('a', 'verified') }, [])).toBe('owner');
    expect(vacancyRecipient({ postedBy: { id: 1 }, employer: org('a', 'claimed') }, ['b'])).toBe('owner');
    expect(vacancyRecipient({ postedBy: null, employer: org('a', 'refused') }, [])).toBe('owner');
  });
  it('nobody when there is neither a poster nor an organisation', () => {
    expect(vacancyRecipient({ postedBy: null, employer: null }, [])).toBeNull();
    expect(vacancyRecipient({ postedBy: null, employer: org('a', null) }, [])).toBeNull();
  });
});
