import { inject } from 'vitest';

/** Reads seeded content straight from Strapi's REST API, so tests never hard-code ids. */
/** One entry of the CMS's REST JSON, read by each test for the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests check the CMS's answers, they do not trust a type for them
export type CmsEntry = { documentId: string; [field: string]: any };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as CmsEntry: the REST JSON as it comes
export async function cmsGet<T = any>(pathAndQuery: string): Promise<T> {
  const { cmsUrl } = inject('stack');
  const response = await fetch(`${cmsUrl}/api${pathAndQuery}`);
  if (!response.ok) throw new Error(`CMS ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function control(action: 'cms/stop' | 'cms/start'): Promise<void> {
  const { controlUrl } = inject('stack');
  const response = await fetch(`${controlUrl}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`);
}
