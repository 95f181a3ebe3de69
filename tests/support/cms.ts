import { inject } from 'vitest';

/** The suite's control server: stops and starts the CMS (reading the CMS as someone: actors.ts). */
export async function control(action: 'cms/stop' | 'cms/start'): Promise<void> {
  const { controlUrl } = inject('stack');
  const response = await fetch(`${controlUrl}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`);
}
