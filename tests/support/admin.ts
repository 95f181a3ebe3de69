import { inject } from 'vitest';

/**
 * The CMS admin's own API (what the admin panel calls), as an editor: Content Manager calls with the
 * token of the run's one editor login (global-setup: Strapi limits admin logins per address and e-mail).
 */
let session: ReturnType<typeof login> | null = null;
export function adminSession() {
  session ??= login();
  return session;
}

async function login() {
  const { cmsUrl, adminToken: token } = inject('stack');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    return { status: response.status, json };
  };
  const documentPath = (uid: string, documentId?: string) =>
    `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;
  return {
    call,
    /** The draft as the editor sees it in the Content Manager (private fields included). */
    getDocument: (uid: string, documentId: string) => call('GET', documentPath(uid, documentId)),
    updateDocument: (uid: string, documentId: string, data: Record<string, unknown>) => call('PUT', documentPath(uid, documentId), data),
    /** The Publish button. */
    publish: (uid: string, documentId: string, data: Record<string, unknown> = {}) =>
      call('POST', `${documentPath(uid, documentId)}/actions/publish`, data),
    listDocuments: (uid: string, query = '') => call('GET', `${documentPath(uid)}${query}`),
  };
}
