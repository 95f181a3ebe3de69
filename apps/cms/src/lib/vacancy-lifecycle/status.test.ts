import { describe, expect, it } from 'vitest';
import { isOpen, postedStatus } from './status';

const today = '2026-03-10';

describe('postedStatus', () => {
  it('follows a vacancy from review to online', () => {
    expect(postedStatus({ reviewStatus: 'awaiting_review' }, null, today)).toBe('awaiting_review');
    expect(postedStatus({ reviewStatus: 'rejected' }, null, today)).toBe('rejected');
    expect(postedStatus({ reviewStatus: 'approved' }, {}, today)).toBe('published');
    expect(postedStatus({ reviewStatus: 'awaiting_review' }, {}, today)).toBe('changes_pending');
    expect(postedStatus({ reviewStatus: 'rejected' }, {}, today)).toBe('changes_rejected');
    expect(postedStatus({ reviewStatus: 'approved' }, null, today)).toBe('offline');
  });
  it('closed wins; then the valid-through date of the public version', () => {
    expect(postedStatus({ reviewStatus: 'approved', closed: true }, { validThrough: '2026-01-01' }, today)).toBe('closed');
    expect(postedStatus({ reviewStatus: 'approved', validThrough: '2027-01-01' }, { validThrough: '2026-03-09' }, today)).toBe('expired');
    expect(postedStatus({ reviewStatus: 'approved' }, { validThrough: today }, today)).toBe('published');
    expect(postedStatus({ reviewStatus: 'awaiting_review', validThrough: '2026-03-01' }, null, today)).toBe('expired');
  });
});

describe('isOpen', () => {
  it('is open only when published, not closed and not past its last day', () => {
    expect(isOpen(null, today)).toBe(false);
    expect(isOpen({}, today)).toBe(true);
    expect(isOpen({ validThrough: today }, today)).toBe(true);
    expect(isOpen({ validThrough: '2026-03-09' }, today)).toBe(false);
    expect(isOpen({ closed: true }, today)).toBe(false);
  });
});
