import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/**
 * Strapi 3 and 4 store rich text as a Markdown string; Strapi 5's "blocks" field is JSON. The site
 * renders blocks only (components/content/RichText.tsx), so a v3/v4 Markdown value becomes blocks here:
 * markdown-it parses (CommonMark plus ~~strikethrough~~), this maps its tokens to blocks: paragraphs,
 * headings, lists, quotes, code, images; bold, italic, strikethrough, underline (`<u>`), code and links
 * inline. Other raw HTML stays text (React escapes it): the site does not render editor HTML.
 */

type TextNode = { type: 'text'; text: string; bold?: true; italic?: true; strikethrough?: true; underline?: true; code?: true };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type Inline = TextNode | LinkNode;
type Mark = 'bold' | 'italic' | 'strikethrough' | 'underline';
export type Block = Record<string, unknown> & { type: string };

// html: false keeps raw HTML as text tokens; `<u>` is read from them below, as Strapi 4's editor writes it.
const parser = new MarkdownIt('commonmark', { html: false }).enable('strikethrough');
const MARK_OF: Record<string, Mark> = { strong: 'bold', em: 'italic', s: 'strikethrough' };

/** The inline children of one markdown-it `inline` token as Strapi 5 text and link nodes. */
function inline(tokens: Token[]): Inline[] {
  const nodes: Inline[] = [];
  const marks = new Set<Mark>();
  let link: LinkNode | null = null;
  const push = (text: string, extra: Partial<TextNode> = {}) => {
    if (!text) return;
    const node: TextNode = { type: 'text', text, ...Object.fromEntries([...marks].map((mark) => [mark, true])), ...extra };
    if (link) link.children.push(node);
    else nodes.push(node);
  };
  for (const token of tokens) {
    const [name, phase] = token.type.split(/_(open|close)$/);
    if (MARK_OF[name]) {
      if (phase === 'open') marks.add(MARK_OF[name]);
      else marks.delete(MARK_OF[name]);
    } else if (token.type === 'link_open') {
      link = { type: 'link', url: token.attrGet('href') ?? '', children: [] };
      nodes.push(link);
    } else if (token.type === 'link_close') {
      if (link && link.children.length === 0) link.children.push({ type: 'text', text: '' });
      link = null;
    } else if (token.type === 'code_inline') {
      push(token.content, { code: true });
    } else if (token.type === 'softbreak' || token.type === 'hardbreak') {
      push(' ');
    } else if (token.type === 'text') {
      // `<u>…</u>` arrives as text with html off: split it into underlined runs.
      token.content.split(/(<u>|<\/u>)/).forEach((part) => {
        if (part === '<u>') marks.add('underline');
        else if (part === '</u>') marks.delete('underline');
        else push(part);
      });
    }
  }
  return merged(nodes);
}

const sameMarks = (a: TextNode, b: TextNode) =>
  (['bold', 'italic', 'strikethrough', 'underline', 'code'] as const).every((mark) => a[mark] === b[mark]);

/** Neighbouring text runs with the same marks as one node (markdown-it splits text at line breaks and entities). */
function merged(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last, node))
      out[out.length - 1] = { ...last, text: last.text + node.text };
    else out.push(node.type === 'link' ? { ...node, children: merged(node.children) as TextNode[] } : node);
  }
  return out.length ? out : [{ type: 'text', text: '' }];
}

const imageOf = (token: Token | undefined): Block | null => {
  const children = token?.children ?? [];
  if (children.length !== 1 || children[0].type !== 'image') return null;
  const [image] = children;
  const url = image.attrGet('src') ?? '';
  const alt = image.content;
  return { type: 'image', image: { url, alternativeText: alt || null, name: alt || url }, children: [{ type: 'text', text: '' }] };
};

export function markdownToBlocks(markdown: string): Block[] {
  const tokens = parser.parse(markdown, {});
  const blocks: Block[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const content = tokens[index + 1];
    if (token.type === 'paragraph_open') {
      blocks.push(imageOf(content) ?? { type: 'paragraph', children: inline(content.children ?? []) });
    } else if (token.type === 'heading_open') {
      blocks.push({ type: 'heading', level: Number(token.tag.slice(1)), children: inline(content.children ?? []) });
    } else if (token.type === 'fence' || token.type === 'code_block') {
      blocks.push({ type: 'code', children: [{ type: 'text', text: token.content.replace(/\n$/, '') }] });
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const items: Block[] = [];
      const closing = token.type.replace('_open', '_close');
      for (index += 1; index < tokens.length && !(tokens[index].type === closing && tokens[index].level === token.level); index += 1) {
        if (tokens[index].type === 'inline' && tokens[index].level === token.level + 3)
          items.push({ type: 'list-item', children: inline(tokens[index].children ?? []) });
      }
      blocks.push({ type: 'list', format: token.type === 'ordered_list_open' ? 'ordered' : 'unordered', children: items });
      continue;
    } else if (token.type === 'blockquote_open') {
      const quoted: Inline[] = [];
      for (
        index += 1;
        index < tokens.length && !(tokens[index].type === 'blockquote_close' && tokens[index].level === token.level);
        index += 1
      ) {
        if (tokens[index].type === 'inline')
          quoted.push(...(quoted.length ? [{ type: 'text', text: ' ' } as TextNode] : []), ...inline(tokens[index].children ?? []));
      }
      blocks.push({ type: 'quote', children: merged(quoted) });
      continue;
    } else {
      continue;
    }
    // Block opened with an inline or content token: skip to its close.
    if (token.type.endsWith('_open')) index += 2;
  }
  return blocks;
}
