import { draftMode } from 'next/headers';
import { PreviewExitLink } from './PreviewExitLink';

/**
 * Shown to editors only while they preview drafts (Next draft mode, decision 013). Every visitor's
 * (cached) page renders nothing here: draft mode is always off while a page is being cached.
 */
export async function PreviewBanner() {
  if (!(await draftMode()).isEnabled) return null;
  return (
    <aside className="preview-banner" aria-label="Voorbeeld" data-testid="preview-banner">
      <strong>Voorbeeld – deze versie is nog niet gepubliceerd</strong>
      <PreviewExitLink />
    </aside>
  );
}
