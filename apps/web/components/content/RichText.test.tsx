import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const every: unknown[] = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Wat je doet' }] },
  { type: 'heading', level: 5, children: [{ type: 'text', text: 'Klein' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Gewoon, ' },
      { type: 'text', text: 'vet en schuin', bold: true, italic: true },
      { type: 'text', text: ' onder', underline: true },
      { type: 'text', text: ' weg', strikethrough: true },
      { type: 'text', text: ' code', code: true, bold: true },
      { type: 'text', text: 'regel 1\nregel 2\r\nregel 3' },
      { type: 'link', url: 'https://example.nl/a?b=1&c=<2>', children: [{ type: 'text', text: 'een link', bold: true }] },
    ],
  },
  { type: 'paragraph', children: [{ type: 'text', text: '' }] },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'een' }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'genest' }] }] },
    ],
  },
  { type: 'quote', children: [{ type: 'text', text: '"Citaat" <script>' }] },
  {
    type: 'code',
    children: [
      { type: 'text', text: 'const a = 1;\n' },
      { type: 'link', url: '/x', children: [{ type: 'text', text: 'b' }] },
    ],
  },
  { type: 'image', image: { url: '/uploads/a.jpg', alternativeText: 'Een foto' }, children: [{ type: 'text', text: '' }] },
  { type: 'image', image: { url: '/uploads/b.jpg', alternativeText: null }, children: [{ type: 'text', text: '' }] },
];

describe('RichText', () => {
  it('renders every block type and modifier as Strapi’s own renderer does', () => {
    const ours = renderToStaticMarkup(<RichText content={every} />);
    const strapi = renderToStaticMarkup(
      <div className="prose">
        <BlocksRenderer content={every as BlocksContent} />
      </div>,
    );
    expect(ours).toBe(strapi);
    expect(ours).toContain('<em><strong>vet en schuin</strong></em>');
    expect(ours).not.toContain('<script>');
  });

  it('renders nothing for empty or malformed content, and skips unknown block types', () => {
    expect(renderToStaticMarkup(<RichText content={null} />)).toBe('');
    expect(renderToStaticMarkup(<RichText content="tekst" />)).toBe('');
    expect(
      renderToStaticMarkup(
        <RichText
          content={[
            { type: 'onbekend', children: [] },
            { type: 'heading', level: 9, children: [] },
          ]}
        />,
      ),
    ).toBe('<div class="prose"></div>');
  });
});
