import { describe, expect, it } from 'vitest';
import { MAIL_TIMEOUTS_MS } from '../../../lib/mail';
import {
  CLAIM_LEASE_MS,
  canQueue,
  deliveryMessageId,
  fromStateFor,
  leaseEndedBefore,
  mailsPerMinute,
  nextDeliveryState,
  summarize,
  throttleDelayMs,
} from './queue';

describe('delivery state transitions', () => {
  it('moves only forward: pending → claimed → sent | failed', () => {
    expect(nextDeliveryState('pending', 'claim')).toBe('claimed');
    expect(nextDeliveryState('claimed', 'sent')).toBe('sent');
    expect(nextDeliveryState('claimed', 'failed')).toBe('failed');
  });

  it('sends a claim whose lease ended again, and gives it up after the last claim', () => {
    expect(nextDeliveryState('claimed', 'lease-ended')).toBe('pending');
    expect(nextDeliveryState('claimed', 'gave-up')).toBe('failed');
    expect(nextDeliveryState('claimed', 'claim')).toBeNull();
  });

  it('never claims or re-marks a finished delivery', () => {
    for (const state of ['sent', 'failed'] as const) {
      for (const event of ['claim', 'sent', 'failed', 'lease-ended', 'gave-up'] as const)
        expect(nextDeliveryState(state, event)).toBeNull();
    }
    expect(nextDeliveryState('pending', 'sent')).toBeNull();
  });

  it('names the state each event must find, for the conditional update', () => {
    expect(fromStateFor('claim')).toBe('pending');
    expect(fromStateFor('sent')).toBe('claimed');
    expect(fromStateFor('lease-ended')).toBe('claimed');
  });
});

describe('the lease of a claim', () => {
  it('outlasts the longest send the mail transport allows, so a live sender keeps its claim', () => {
    const longestSend = MAIL_TIMEOUTS_MS.connectionTimeout + MAIL_TIMEOUTS_MS.greetingTimeout + MAIL_TIMEOUTS_MS.socketTimeout;
    expect(CLAIM_LEASE_MS).toBeGreaterThan(2 * longestSend);
  });

  it('ends for claims made more than the lease ago', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(leaseEndedBefore(now).toISOString()).toBe('2026-11-26T11:55:00.000Z');
    expect(leaseEndedBefore(now, 60_000).toISOString()).toBe('2026-11-26T11:59:00.000Z');
  });

  it('gives every delivery one Message-ID, the same for a second send', () => {
    expect(deliveryMessageId('abc123', 'vacatures.example.nl')).toBe('<nieuwsbrief.abc123@vacatures.example.nl>');
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
