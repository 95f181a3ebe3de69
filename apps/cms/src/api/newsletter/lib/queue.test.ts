import { describe, expect, it } from 'vitest';
import { canQueue, fromStateFor, mailsPerMinute, nextDeliveryState, summarize, throttleDelayMs } from './queue';

describe('delivery state transitions', () => {
  it('moves only forward: pending → claimed → sent | failed', () => {
    expect(nextDeliveryState('pending', 'claim')).toBe('claimed');
    expect(nextDeliveryState('claimed', 'sent')).toBe('sent');
    expect(nextDeliveryState('claimed', 'failed')).toBe('failed');
  });

  it('marks an interrupted claim failed instead of sending it again', () => {
    expect(nextDeliveryState('claimed', 'interrupted')).toBe('failed');
    expect(nextDeliveryState('claimed', 'claim')).toBeNull();
  });

  it('never claims or re-marks a finished delivery', () => {
    for (const state of ['sent', 'failed'] as const) {
      for (const event of ['claim', 'sent', 'failed', 'interrupted'] as const) expect(nextDeliveryState(state, event)).toBeNull();
    }
    expect(nextDeliveryState('pending', 'sent')).toBeNull();
  });

  it('names the state each event must find, for the conditional update', () => {
    expect(fromStateFor('claim')).toBe('pending');
    expect(fromStateFor('sent')).toBe('claimed');
    expect(fromStateFor('interrupted')).toBe('claimed');
  });
});

describe('queueing and counters', () => {
  it('queues only a concept', () => {
    expect(canQueue('concept')).toBe(true);
    expect(canQueue(null)).toBe(true);
    expect(canQueue('queued')).toBe(false);
    expect(canQueue('sending')).toBe(false);
    expect(canQueue('sent')).toBe(false);
  });

  it('counts recipients, sent and failed, and is done only without pending or claimed rows', () => {
    expect(summarize({ pending: 2, claimed: 1, sent: 3, failed: 1 })).toEqual({
      recipientCount: 7,
      sentCount: 3,
      failedCount: 1,
      done: false,
    });
    expect(summarize({ claimed: 1, sent: 3 }).done).toBe(false);
    expect(summarize({ sent: 3, failed: 1 })).toEqual({ recipientCount: 4, sentCount: 3, failedCount: 1, done: true });
    expect(summarize({})).toEqual({ recipientCount: 0, sentCount: 0, failedCount: 0, done: true });
  });
});

describe('throttle', () => {
  it('reads NEWSLETTER_MAILS_PER_MINUTE within 1–6000, default 60', () => {
    expect(mailsPerMinute({})).toBe(60);
    expect(mailsPerMinute({ NEWSLETTER_MAILS_PER_MINUTE: '120' })).toBe(120);
    expect(mailsPerMinute({ NEWSLETTER_MAILS_PER_MINUTE: 'veel' })).toBe(60);
    expect(mailsPerMinute({ NEWSLETTER_MAILS_PER_MINUTE: '0' })).toBe(60);
    expect(mailsPerMinute({ NEWSLETTER_MAILS_PER_MINUTE: '100000' })).toBe(6000);
  });

  it('spaces mail starts 60000/rate ms apart', () => {
    expect(throttleDelayMs(null, 1000, 60)).toBe(0);
    expect(throttleDelayMs(1000, 1000, 60)).toBe(1000);
    expect(throttleDelayMs(1000, 1400, 60)).toBe(600);
    expect(throttleDelayMs(1000, 2500, 60)).toBe(0);
    expect(throttleDelayMs(0, 0, 120)).toBe(500);
  });
});
