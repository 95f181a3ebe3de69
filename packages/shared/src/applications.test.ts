import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canMoveApplication, PENDING_APPLICATION_STATUSES, SILENT_APPLICATION_STATUSES } from './applications';

describe('application status moves (decision 033)', () => {
  it('goes forward from "ontvangen" and never back to it', () => {
    expect(canMoveApplication('ontvangen', 'bekeken')).toBe(true);
    expect(canMoveApplication('ontvangen', 'uitgenodigd')).toBe(true);
    for (const from of APPLICATION_STATUSES) expect(canMoveApplication(from, 'ontvangen')).toBe(false);
  });

  it('"bekeken" only once, from "ontvangen"', () => {
    expect(APPLICATION_STATUSES.filter((from) => canMoveApplication(from, 'bekeken'))).toEqual(['ontvangen']);
  });

  it('an invitation can still end in a "no", and a "no" be undone by an invitation', () => {
    expect(canMoveApplication('uitgenodigd', 'afgewezen')).toBe(true);
    expect(canMoveApplication('afgewezen', 'uitgenodigd')).toBe(true);
  });

  it('is never a move to the same state', () => {
    for (const status of APPLICATION_STATUSES) expect(canMoveApplication(status, status)).toBe(false);
  });

  it('waiting applicants are those without an answer; only "bekeken" is silent', () => {
    expect(PENDING_APPLICATION_STATUSES).toEqual(['ontvangen', 'bekeken']);
    expect(SILENT_APPLICATION_STATUSES).toEqual(['bekeken']);
  });
});
