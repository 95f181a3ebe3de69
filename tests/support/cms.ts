import { inject } from 'vitest';

/** Reads seeded content straight from Strapi's REST API, so tests never hard-code ids. */
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
