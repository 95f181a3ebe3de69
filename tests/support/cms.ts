import { inject } from 'vitest';

/**
 * The suite's control server: stops (SIGTERM), kills (SIGKILL, a crash) and starts the CMS, the first
 * instance in the cluster pass (reading the CMS as someone: actors.ts).
 */
export async function control(action: 'cms/stop' | 'cms/start' | 'cms/kill'): Promise<void> {
  const { controlUrl } = inject('stack');
  const response = await fetch(`${controlUrl}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`);
}
