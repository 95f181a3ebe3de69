/**
 * Web Push in the browser (decision 009, spec §3/§4/§8/§9), as plain functions over an injected
 * environment so every browser state can be unit-tested with fakes:
 *  - asking permission only happens in `enableNotifications`, which the page calls from a click;
 *  - `getMessagingToken` never asks anything: it returns a subscription only when permission is
 *    already granted and our service worker is registered, otherwise null;
 *  - the token is cached in localStorage under `messagingToken` and renewed after 7 days;
 *  - every way it can fail is a `PushProblem` with a calm Dutch explanation, never a thrown error.
 */

export const TOKEN_STORAGE_KEY = 'messagingToken';
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SERVICE_WORKER_URL = '/sw.js';

export type MessagingToken = { endpoint: string; keys: { p256dh: string; auth: string }; createdAt: number };

export type PushProblem = 'unsupported' | 'no-indexeddb' | 'blocked' | 'dismissed' | 'service-worker-failed' | 'subscribe-failed';

export const PUSH_PROBLEM_MESSAGES: Record<PushProblem, string> = {
  unsupported:
    'Deze browser kan geen pushmeldingen ontvangen. Dat is geen probleem: je vacature-alerts kun je ook per e-mail krijgen. Wil je meldingen, gebruik dan een recente versie van Chrome, Edge, Firefox of Safari.',
  'no-indexeddb':
    'In deze browservenster kunnen geen meldingen worden bewaard, bijvoorbeeld omdat het een privévenster is. Open de site in een gewoon venster om meldingen aan te zetten.',
  blocked:
    'Meldingen van deze site zijn geblokkeerd in je browser. Wil je ze toch ontvangen? Sta meldingen toe via het slotje naast het webadres en klik daarna nog eens op ‘Meldingen aanzetten’.',
  dismissed: 'Je hebt nog geen keuze gemaakt over meldingen. Geen probleem: klik nog eens op ‘Meldingen aanzetten’ wanneer je wilt.',
  'service-worker-failed':
    'Meldingen konden nu niet worden aangezet, omdat je browser ons meldingenonderdeel niet kon starten. Vernieuw de pagina en probeer het later nog eens.',
  'subscribe-failed':
    'Je browser kon zich nu niet aanmelden voor meldingen. Probeer het later nog eens; je vacature-alerts per e-mail komen gewoon aan.',
};

type PushSubscriptionLike = {
  endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
};
type RegistrationLike = {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array | string }): Promise<PushSubscriptionLike>;
  };
};

/** What the functions need from the browser; `browserPushEnv()` gives the real one. */
export type PushEnv = {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: {
    register(url: string, options?: { scope?: string }): Promise<unknown>;
    getRegistration(scope?: string): Promise<RegistrationLike | undefined>;
    ready: Promise<RegistrationLike>;
  };
  hasPushManager: boolean;
  hasIndexedDb: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now(): number;
};

export function browserPushEnv(): PushEnv {
  const scope = globalThis as typeof globalThis & { Notification?: PushEnv['Notification']; PushManager?: unknown; indexedDB?: unknown };
  let storage: PushEnv['storage'];
  try {
    storage = scope.localStorage ?? null;
  } catch {
    storage = null; // storage blocked by the browser's settings
  }
  return {
    Notification: scope.Notification,
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? (navigator.serviceWorker as unknown as PushEnv['serviceWorker'])
        : undefined,
    hasPushManager: typeof scope.PushManager !== 'undefined',
    hasIndexedDb: typeof scope.indexedDB !== 'undefined' && scope.indexedDB !== null,
    storage,
    now: () => Date.now(),
  };
}

/** Why this browser cannot do push at all, before anything is asked. */
export function supportProblem(env: PushEnv): PushProblem | null {
  if (!env.Notification || !env.serviceWorker || !env.hasPushManager) return 'unsupported';
  if (!env.hasIndexedDb) return 'no-indexeddb';
  return null;
}

/** The state to show before the visitor clicks anything (never asks). */
export function currentProblem(env: PushEnv): PushProblem | null {
  return supportProblem(env) ?? (env.Notification!.permission === 'denied' ? 'blocked' : null);
}

export function readCachedToken(env: PushEnv): MessagingToken | null {
  try {
    const parsed = JSON.parse(env.storage?.getItem(TOKEN_STORAGE_KEY) ?? 'null') as MessagingToken | null;
    return parsed && typeof parsed.endpoint === 'string' && typeof parsed.createdAt === 'number' && parsed.keys ? parsed : null;
  } catch {
    return null;
  }
}

function cacheToken(env: PushEnv, token: MessagingToken | null) {
  try {
    if (token) env.storage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
    else env.storage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs a renewal next time.
  }
}

function toToken(subscription: PushSubscriptionLike, createdAt: number): MessagingToken | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return p256dh && auth ? { endpoint: subscription.endpoint, keys: { p256dh, auth }, createdAt } : null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(publicKey: string): Uint8Array {
  const base64 = publicKey
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export type TokenResult = {
  token: MessagingToken | null;
  /** The token is new (first time, renewed, or changed by the browser): tell the server. */
  changed: boolean;
  /** The endpoint it replaced, for the server to forget. */
  previousEndpoint?: string;
};

/**
 * The messaging token, only when permission is already granted and our service worker is there;
 * otherwise null. Never asks for permission. A cached token younger than 7 days is reused while the
 * browser still has that subscription; an older one is renewed (unsubscribe, subscribe again).
 */
export async function getMessagingToken(env: PushEnv, publicKey: string): Promise<TokenResult> {
  const cached = readCachedToken(env);
  const none: TokenResult = { token: null, changed: false, ...(cached ? { previousEndpoint: cached.endpoint } : {}) };
  if (supportProblem(env) || env.Notification!.permission !== 'granted') return none;
  let registration: RegistrationLike | undefined;
  try {
    registration = await env.serviceWorker!.getRegistration('/');
  } catch {
    registration = undefined;
  }
  if (!registration) return none;

  const now = env.now();
  const existing = await registration.pushManager.getSubscription().catch(() => null);
  const fresh = cached && now - cached.createdAt < TOKEN_MAX_AGE_MS;
  if (existing && fresh && existing.endpoint === cached.endpoint) return { token: cached, changed: false };
  if (existing && !cached) {
    // Subscribed earlier but the cache was cleared: adopt it, and let it age from now.
    const adopted = toToken(existing, now);
    cacheToken(env, adopted);
    return { token: adopted, changed: true };
  }
  if (existing && !fresh) await existing.unsubscribe().catch(() => false);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const token = toToken(subscription, now);
  cacheToken(env, token);
  return { token, changed: true, ...(cached && cached.endpoint !== token?.endpoint ? { previousEndpoint: cached.endpoint } : {}) };
}

export type EnableResult = ({ ok: true } & TokenResult) | { ok: false; problem: PushProblem };

/** Only from the visitor's own click: asks permission if needed, registers the worker, subscribes. */
export async function enableNotifications(env: PushEnv, publicKey: string): Promise<EnableResult> {
  const unsupported = supportProblem(env);
  if (unsupported) return { ok: false, problem: unsupported };
  let permission = env.Notification!.permission;
  if (permission === 'default') permission = await env.Notification!.requestPermission().catch(() => 'default' as const);
  if (permission === 'denied') return { ok: false, problem: 'blocked' };
  if (permission !== 'granted') return { ok: false, problem: 'dismissed' };
  try {
    await env.serviceWorker!.register(SERVICE_WORKER_URL, { scope: '/' });
    await env.serviceWorker!.ready;
  } catch {
    return { ok: false, problem: 'service-worker-failed' };
  }
  try {
    const result = await getMessagingToken(env, publicKey);
    return result.token ? { ok: true, ...result } : { ok: false, problem: 'subscribe-failed' };
  } catch {
    return { ok: false, problem: 'subscribe-failed' };
  }
}

/** Turns push off in this browser; returns the endpoint the server should forget. */
export async function disableNotifications(env: PushEnv): Promise<string | null> {
  const cached = readCachedToken(env);
  cacheToken(env, null);
  const registration = await env.serviceWorker?.getRegistration('/').catch(() => undefined);
  const existing = await registration?.pushManager.getSubscription().catch(() => null);
  await existing?.unsubscribe().catch(() => false);
  return existing?.endpoint ?? cached?.endpoint ?? null;
}
