import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterPosterChange, employerNameFor, isOpenState, type LifecycleEvent, nextState, type VacancyState } from './rules';

const event: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  fc.constant({ type: 'change' as const }),
  fc.constant({ type: 'approve' as const }),
  fc.string({ minLength: 1, maxLength: 20 }).map((reason) => ({ type: 'reject' as const, reason })),
  fc.constant({ type: 'close' as const }),
  fc.constant({ type: 'reopen' as const }),
  fc.constant({ type: 'verify' as const }),
  fc.constant({ type: 'unverify' as const }),
);

/** A vacancy as a poster or an ATS first sends it: one change on a new draft. */
const posted = (trusted: boolean): VacancyState =>
  nextState({ reviewStatus: null, online: false, closed: false, reviewNote: null, trusted }, { type: 'change' })!;

type Step = { event: LifecycleEvent; before: VacancyState; after: VacancyState | null };
function walk(start: VacancyState, events: LifecycleEvent[]): Step[] {
  const steps: Step[] = [];
  let state = start;
  for (const next of events) {
    const after = nextState(state, next);
    steps.push({ event: next, before: state, after });
    if (after) state = after;
  }
  return steps;
}

describe('the vacancy lifecycle rules', () => {
  it('a new vacancy waits for review, unless its organisation is verified', () => {
    expect(posted(false)).toMatchObject({ online: false, reviewStatus: 'awaiting_review' });
    expect(posted(true)).toMatchObject({ online: true, reviewStatus: 'approved' });
  });

  it('what an editor turned down comes back online only through an editor, whatever the poster or the ATS sends', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (trusted, events) => {
        let rejected = false;
        for (const step of walk(posted(trusted), events)) {
          if (!step.after) continue;
          if (step.event.type === 'reject') rejected = true;
          if (step.event.type === 'approve') rejected = false;
          if (rejected) {
            expect(step.after.online).toBe(false);
            expect(step.after.reviewStatus).not.toBe('approved');
            // The reason stays until an editor decides again.
            expect(step.after.reviewNote).not.toBeNull();
          }
        }
      }),
    );
  });

  it('a change never goes online without review for an unverified poster, and always does for a verified one not turned down', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (trusted, events) => {
        for (const step of walk(posted(trusted), events)) {
          if (step.event.type !== 'change' || !step.after) continue;
          if (!step.before.trusted) expect(step.after.online).toBe(step.before.online);
          if (step.before.trusted && !step.before.reviewNote) expect(step.after.online).toBe(true);
        }
      }),
    );
  });

  it('only closing and reopening change whether a vacancy is closed, and a closed one is never open', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (trusted, events) => {
        for (const step of walk(posted(trusted), events)) {
          if (!step.after) continue;
          if (step.event.type === 'close') expect(step.after.closed).toBe(true);
          else if (step.event.type === 'reopen') expect(step.after.closed).toBe(false);
          else expect(step.after.closed).toBe(step.before.closed);
          if (step.after.closed) expect(isOpenState(step.after)).toBe(false);
        }
      }),
    );
  });

  it('an editor can approve only what waits, and reject only what waits or is online', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40 }), (trusted, events) => {
        for (const step of walk(posted(trusted), events)) {
          if (step.event.type === 'approve') expect(step.after === null).toBe(step.before.reviewStatus !== 'awaiting_review');
          if (step.event.type === 'reject')
            expect(step.after === null).toBe(!step.before.online && step.before.reviewStatus !== 'awaiting_review');
        }
      }),
    );
  });

  it('every change after a rejection goes to the editors and does not publish, the second one too', () => {
    const rejected = { trusted: true, reviewStatus: 'rejected' as const, reviewNote: 'Geen salaris genoemd' };
    expect(afterPosterChange(rejected)).toEqual({ reviewStatus: 'awaiting_review', publish: false });
    expect(afterPosterChange({ ...rejected, reviewStatus: 'awaiting_review' })).toEqual({
      reviewStatus: 'awaiting_review',
      publish: false,
    });
    expect(afterPosterChange({ trusted: true, reviewStatus: 'approved', reviewNote: null })).toEqual({
      reviewStatus: 'awaiting_review',
      publish: true,
    });
    expect(afterPosterChange({ trusted: false, reviewStatus: 'approved', reviewNote: null })).toEqual({
      reviewStatus: 'awaiting_review',
      publish: false,
    });
  });

  it("an organisation's vacancy carries the organisation's name, whatever a door sent", () => {
    expect(employerNameFor('Bakery Inc', 'Bakkerij Bakker & Zn.')).toBe('Bakkerij Bakker & Zn.');
    expect(employerNameFor('  Eetcafé De Hoek ', null)).toBe('Eetcafé De Hoek');
    expect(employerNameFor(null, null)).toBeNull();
  });
});
