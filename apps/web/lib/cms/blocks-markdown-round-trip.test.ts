import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from './normalize-markdown';

/**
 * Decision 053: the Strapi 3 import (compat/strapi-3) writes Strapi 5's blocks as the Markdown of a
 * Strapi 3 richtext field, and the site reads that Markdown back as blocks. Both halves together must
 * give the blocks back: what an editor wrote in Strapi 5 is what the site shows from Strapi 3.
 */
const { blocksToMarkdown } = createRequire(import.meta.url)('../../../../compat/strapi-3/scripts/blocks-to-markdown.js') as {
  blocksToMarkdown: (blocks: unknown) => string;
};

const text = (value: string, marks: Record<string, true> = {}) => ({ type: 'text', text: value, ...marks });

describe('Strapi 5 blocks → Strapi 3 Markdown → the site’s blocks', () => {
  it('keeps headings, paragraphs with marks and links, lists, quotes and code', () => {
    const blocks = [
      { type: 'heading', level: 2, children: [text('Wat ga je doen?')] },
      {
        type: 'paragraph',
        children: [
          text('Je werkt '),
          text('zelfstandig', { bold: true }),
          text(' en '),
          text('soms', { italic: true }),
          text(' met '),
          text('collega’s', { underline: true }),
          text(' aan 3 * 4_projecten '),
          text('npm test', { code: true }),
          text('. '),
          { type: 'link', url: 'https://example.nl/over-ons', children: [text('Meer over ons')] },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('mbo-diploma')] }] },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('eerst')] },
          { type: 'list-item', children: [text('dan')] },
        ],
      },
      { type: 'quote', children: [text('Een fijn team')] },
      { type: 'code', children: [text('const a = 1;\nconst b = 2;')] },
      { type: 'paragraph', children: [text('# geen kop'), text(' en ~~geen~~ doorhaling')] },
    ];
    expect(markdownToBlocks(blocksToMarkdown(blocks))).toEqual([
      blocks[0],
      {
        type: 'paragraph',
        children: [
          text('Je werkt '),
          text('zelfstandig', { bold: true }),
          text(' en '),
          text('soms', { italic: true }),
          text(' met '),
          text('collega’s', { underline: true }),
          text(' aan 3 * 4_projecten '),
          text('npm test', { code: true }),
          text('. '),
          { type: 'link', url: 'https://example.nl/over-ons', children: [text('Meer over ons')] },
        ],
      },
      blocks[2],
      blocks[3],
      blocks[4],
      blocks[5],
      { type: 'paragraph', children: [text('# geen kop en ~~geen~~ doorhaling')] },
    ]);
  });

  it('keeps an image at a full URL and leaves out an upload of the source CMS, which this Strapi 3 does not have', () => {
    const image = (url: string) => ({ type: 'image', image: { url, alternativeText: 'Het team' }, children: [text('')] });
    expect(markdownToBlocks(blocksToMarkdown([image('https://cdn.example.nl/team.jpg'), image('/uploads/team_1a2b.jpg')]))).toEqual([
      {
        type: 'image',
        image: { url: 'https://cdn.example.nl/team.jpg', alternativeText: 'Het team', name: 'Het team' },
        children: [text('')],
      },
    ]);
  });

  it('leaves empty paragraphs out and an absent field absent', () => {
    expect(
      blocksToMarkdown([
        { type: 'paragraph', children: [text('')] },
        { type: 'paragraph', children: [text('Tekst')] },
      ]),
    ).toBe('Tekst');
    expect(blocksToMarkdown(null)).toBeNull();
    expect(blocksToMarkdown(undefined)).toBeUndefined();
  });
});
