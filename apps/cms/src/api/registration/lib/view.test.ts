import { describe, expect, it } from 'vitest';
import { toAvailability, toRegistrationView } from './view';

const row = {
  id: 3,
  documentId: 'reg1',
  state: 'waitlisted' as const,
  eventDocumentId: 'ev1',
  eventTitle: 'Oude titel',
  eventStart: '2030-05-01T10:00:00.000Z',
  registeredAt: new Date('2030-01-01T09:00:00Z'),
  amount: '12.50',
  accountHolder: 'J. de Vries',
  iban: 'NL91ABNA0417163456',
  mandateReference: 'VSABC',
  mandateSignedAt: '2030-01-01T09:00:00Z',
};

describe('toRegistrationView', () => {
  it('never shows the full IBAN and prefers the live event', () => {
    const view = toRegistrationView(
      row,
      { id: 9, documentId: 'ev1', title: 'Nieuwe titel', slug: 'nieuwe-titel', start: '2030-05-02T10:00:00Z', location: 'Zwolle' },
      2,
    );
    expect(JSON.stringify(view)).not.toContain('NL91ABNA');
    expect(view).toMatchObject({
      documentId: 'reg1',
      status: 'waitlisted',
      waitingListPosition: 2,
      event: {
        documentId: 'ev1',
        title: 'Nieuwe titel',
        slug: 'nieuwe-titel',
        start: '2030-05-02T10:00:00.000Z',
        location: 'Zwolle',
        available: true,
      },
      payment: { amount: 12.5, accountHolder: 'J. de Vries', iban: 'NL** **** **** **34 56', mandateReference: 'VSABC' },
    });
  });
  it('falls back to the stored title when the event is gone, and has no payment for free events', () => {
    const view = toRegistrationView({ ...row, state: 'confirmed', amount: 0, iban: null }, null, 4);
    expect(view.event).toMatchObject({ title: 'Oude titel', available: false, slug: null });
    expect(view.waitingListPosition).toBeNull();
    expect(view.payment).toBeNull();
  });
});

describe('toAvailability', () => {
  it('counts places left, never below zero; no capacity means no limit', () => {
    expect(toAvailability(3, 2, 0)).toEqual({ capacity: 3, taken: 2, placesLeft: 1, waitingList: 0 });
    expect(toAvailability(3, 5, 2)).toMatchObject({ placesLeft: 0 });
    expect(toAvailability(null, 5, 0)).toMatchObject({ capacity: null, placesLeft: null });
  });
});
