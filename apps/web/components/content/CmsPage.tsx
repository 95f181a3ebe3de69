import type { Page } from '@/lib/cms';
import { ForceColorMode } from '@/components/layout/ColorMode';
import { PageBlocks } from './PageBlocks';

export function CmsPage({ page }: { page: Page }) {
  return (
    <article data-testid="cms-page">
      {page.colorMode ? <ForceColorMode mode={page.colorMode} /> : null}
      <h1>{page.title}</h1>
      {page.intro ? <p className="prose">{page.intro}</p> : null}
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
