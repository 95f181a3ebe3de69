import type { ReactNode } from 'react';
import type { Page } from '@/lib/cms';
import { ForceColorMode } from '@/components/layout/ColorMode';
import { PageBlocks } from './PageBlocks';

/** A CMS page; `children` follow its blocks (the retention table on /privacy). */
export function CmsPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <article data-testid="cms-page">
      {page.colorMode ? <ForceColorMode mode={page.colorMode} /> : null}
      <h1>{page.title}</h1>
      {page.intro ? <p className="prose">{page.intro}</p> : null}
      <PageBlocks blocks={page.blocks} />
      {children}
    </article>
  );
}
