import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationServerKey,
  currentProblem,
  disableNotifications,
  enableNotifications,
  getMessagingToken,
  PUSH_PROBLEM_MESSAGES,
  TOKEN_STORAGE_KEY,
  type PushEnv,
} from './browser';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_KEY = Buffer.alloc(65, 4).toString('base64url');

/** A fake browser: permission, a service-worker container with one registration, a push manager, storage. */
function fakeBrowser(
  options: { permission?: NotificationPermission; answer?: NotificationPermission; registerFails?: boolean; subscribeFails?: boolean } = {},
) {
  let endpointCount = 0;
  let subscription: { endpoint: string; toJSON(): PushSubscriptionJSON; unsubscribe(): Promise<boolean> } | null = null;
  let registered = false;
  const store = new Map<string, string>();
  const makeSubscription = () => {
    endpointCount += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/${endpointCount}`;
    const created = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-${endpointCount}`, auth: `auth-${endpointCount}` } }),
      unsubscribe: vi.fn(async () => {
        if (subscription === created) subscription = null;
        return true;
      }),
    };
    return created;
  };
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => subscription),
      subscribe: vi.fn(async () => {
        if (options.subscribeFails) throw new DOMException('push service not available', 'AbortError');
        subscription ??= makeSubscription();
        return subscription;
      }),
    },
  };
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  const env: PushEnv = {
    Notification: notification,
    serviceWorker: {
      register: vi.fn(async () => {
        if (options.registerFails) throw new TypeError('Failed to register a ServiceWorker');
        registered = true;
        return registration;
      }),
      getRegistration: vi.fn(async () => (registered ? registration : undefined)),
      get ready() {
        return Promise.resolve(registration);
      },
    },
    hasPushManager: true,
    hasIndexedDb: true,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    now: () => Date.now(),
  };
  return { env, notification, registration, store, register: () => (registered = true), current: () => subscription };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('getMessagingToken', () => {
  it('is null (and asks nothing) while permission is not granted', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    browser.register();
    expect(await getMessagingToken(browser.env, PUBLIC_KEY)).toEqual({ token: null, changed: false });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('is null when permission is granted but no service worker is registered', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    expect((await getMessagingToken(browser.env, PUBLIC_KEY)).token).toBeNull();
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('subscribes once, caches under messagingToken, reuses it for 7 days and renews it after', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    browser.register();
    const first = await getMessagingToken(browser.env, PUBLIC_KEY);
    expect(first).toMatchObject({
      changed: true,
      token: { endpoint: 'https://fcm.googleapis.com/fcm/send/1', keys: { p256dh: 'p256dh-1', auth: 'auth-1' } },
    });
    expect(JSON.parse(browser.store.get(TOKEN_STORAGE_KEY)!)).toEqual(first.token);
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });

    vi.advanceTimersByTime(7 * DAY - 60_000);
    expect(await getMessagingToken(browser.env, PUBLIC_KEY)).toEqual({ token: first.token, changed: false });
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2 * 60_000);
    const renewed = await getMessagingToken(browser.env, PUBLIC_KEY);
    expect(renewed).toMatchObject({
      changed: true,
      previousEndpoint: 'https://fcm.googleapis.com/fcm/send/1',
      token: { endpoint: 'https://fcm.googleapis.com/fcm/send/2', createdAt: Date.now() },
    });
    expect(JSON.parse(browser.store.get(TOKEN_STORAGE_KEY)!).endpoint).toBe('https://fcm.googleapis.com/fcm/send/2');
  });

  it('adopts an existing subscription when the cache was cleared', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    browser.register();
    await getMessagingToken(browser.env, PUBLIC_KEY);
    browser.store.clear();
    const adopted = await getMessagingToken(browser.env, PUBLIC_KEY);
    expect(adopted).toMatchObject({ changed: true, token: { endpoint: 'https://fcm.googleapis.com/fcm/send/1' } });
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('enableNotifications (after the visitor clicks)', () => {
  it('asks permission, registers the worker and returns the new token', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const result = await enableNotifications(browser.env, PUBLIC_KEY);
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.env.serviceWorker!.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(result).toMatchObject({ ok: true, changed: true, token: { endpoint: 'https://fcm.googleapis.com/fcm/send/1' } });
  });

  it.each([
    ['blocked', fakeBrowser({ permission: 'denied' })],
    ['blocked', fakeBrowser({ permission: 'default', answer: 'denied' })],
    ['dismissed', fakeBrowser({ permission: 'default', answer: 'default' })],
    ['service-worker-failed', fakeBrowser({ permission: 'granted', registerFails: true })],
    ['subscribe-failed', fakeBrowser({ permission: 'granted', subscribeFails: true })],
  ] as const)('gives %s as a problem, not an error', async (problem, browser) => {
    await expect(enableNotifications(browser.env, PUBLIC_KEY)).resolves.toEqual({ ok: false, problem });
    expect(browser.store.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('knows an unsupported browser and one without IndexedDB before asking anything', async () => {
    const withoutWorker = fakeBrowser();
    withoutWorker.env.serviceWorker = undefined;
    const withoutPush = fakeBrowser();
    withoutPush.env.hasPushManager = false;
    const withoutNotification = fakeBrowser();
    withoutNotification.env.Notification = undefined;
    for (const browser of [withoutWorker, withoutPush, withoutNotification]) {
      expect(currentProblem(browser.env)).toBe('unsupported');
      expect(await enableNotifications(browser.env, PUBLIC_KEY)).toEqual({ ok: false, problem: 'unsupported' });
    }
    const privateWindow = fakeBrowser();
    privateWindow.env.hasIndexedDb = false;
    expect(await enableNotifications(privateWindow.env, PUBLIC_KEY)).toEqual({ ok: false, problem: 'no-indexeddb' });
    expect(privateWindow.notification.requestPermission).not.toHaveBeenCalled();
    expect(currentProblem(fakeBrowser({ permission: 'denied' }).env)).toBe('blocked');
    expect(currentProblem(fakeBrowser({ permission: 'default' }).env)).toBeNull();
  });

  it('has a calm Dutch explanation for every problem', () => {
    for (const message of Object.values(PUSH_PROBLEM_MESSAGES)) {
      expect(message).toMatch(/^[A-Z].+\.$/);
      expect(message).not.toMatch(/error|fout|exception/i);
    }
  });
});

describe('disableNotifications', () => {
  it('unsubscribes, forgets the cached token and returns the endpoint for the server', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    await enableNotifications(browser.env, PUBLIC_KEY);
    expect(await disableNotifications(browser.env)).toBe('https://fcm.googleapis.com/fcm/send/1');
    expect(browser.current()).toBeNull();
    expect(browser.store.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});
