import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch, AnalyticsEvent } from './events';
import { createQueue } from './queue';

const event = (n: number, eventType: AnalyticsEvent['eventType'] = 'Pageview'): AnalyticsEvent => ({
  eventType,
  url: `/p/${n}`,
  timestamp: 1000 + n,
});
const urls = (batch: AnalyticsBatch) => batch.data.events.map((e) => e.url);

describe('analytics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing before the start delay, then everything in order, then on every interval', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'cookie', startDelay: 5000, interval: 10_000 });
    queue.start();
    queue.push(event(1));
    queue.push(event(2, 'session start'));
    vi.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({ data: { events: [event(1), event(2, 'session start')], session: 'cookie' } });
    expect(send.mock.calls[0][1]).toEqual({ beacon: false });

    queue.push(event(3));
    queue.push(event(4));
    vi.advanceTimersByTime(9999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(urls(send.mock.calls[1][0])).toEqual(['/p/3', '/p/4']);
  });

  it('sends nothing on an interval with an empty queue', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'c', startDelay: 10, interval: 100 });
    queue.start();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears itself before sending, so an event is sent once even when send pushes again', () => {
    const queue = createQueue({
      send: (batch) => {
        expect(queue.size).toBe(0);
        if (batch.data.events[0].url === '/p/1') queue.push(event(9));
      },
      session: () => 'c',
    });
    queue.push(event(1));
    queue.flush();
    expect(queue.size).toBe(1);
  });

  it('flushes on demand before the start delay, with the beacon flag when asked', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'c' });
    queue.start();
    queue.push(event(1));
    queue.flush({ beacon: true });
    expect(send).toHaveBeenCalledWith({ data: { events: [event(1)], session: 'c' } }, { beacon: true });
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('swallows a throwing send and a rejected promise, and does not resend', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const send = vi.fn().mockImplementationOnce(() => {
      throw new Error('offline');
    });
    send.mockImplementationOnce(() => Promise.reject(new Error('500')));
    const queue = createQueue({ send, session: () => 'c' });
    queue.push(event(1));
    expect(() => queue.flush()).not.toThrow();
    queue.push(event(2));
    expect(() => queue.flush()).not.toThrow();
    await vi.runAllTimersAsync();
    await Promise.resolve();
    expect(queue.size).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('drops the events when there is no session (consent gone) and swallows a throwing session', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => null });
    queue.push(event(1));
    queue.flush();
    const throwing = createQueue({
      send,
      session: () => {
        throw new Error('cookies blocked');
      },
    });
    throwing.push(event(2));
    expect(() => throwing.flush()).not.toThrow();
    expect(send).not.toHaveBeenCalled();
    expect(queue.size + throwing.size).toBe(0);
  });

  it('splits a long queue into batches the CMS accepts, in order', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'c' });
    for (let i = 0; i < 450; i++) queue.push(event(i));
    queue.flush();
    expect(send.mock.calls.map((call) => call[0].data.events.length)).toEqual([200, 200, 50]);
    expect(send.mock.calls[2][0].data.events.at(-1).url).toBe('/p/449');
  });

  it('keeps only the newest events when it overflows', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'c', maxQueue: 3 });
    for (let i = 0; i < 5; i++) queue.push(event(i));
    queue.flush();
    expect(urls(send.mock.calls[0][0])).toEqual(['/p/2', '/p/3', '/p/4']);
  });

  it('stop() ends the schedule; start() twice schedules once', () => {
    const send = vi.fn();
    const queue = createQueue({ send, session: () => 'c', startDelay: 10, interval: 10 });
    queue.start();
    queue.start();
    queue.push(event(1));
    vi.advanceTimersByTime(10);
    expect(send).toHaveBeenCalledTimes(1);
    queue.stop();
    queue.push(event(2));
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
