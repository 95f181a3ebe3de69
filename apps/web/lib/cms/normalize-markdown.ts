/**
 * Strapi 3 and 4 store rich text as a Markdown string; Strapi 5's "blocks" field is JSON. The site
 * renders blocks only (components/content/RichText.tsx), so a v3/v4 Markdown value becomes blocks here:
 * paragraphs, headings, lists, quotes, code, images; bold, italic, strikethrough, underline, code and
 * links inline. Raw HTML stays text (React escapes it): the site does not render editor HTML.
 */

type TextNode = { type: 'text'; text: string; bold?: true; italic?: true; strikethrough?: true; underline?: true; code?: true };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type Inline = TextNode | LinkNode;
type Marks = Omit<TextNode, 'type' | 'text'>;
export type Block = Record<string, unknown> & { type: string };

// Longest markers first, so `**x**` is bold and not two empty italics.
const INLINE = /(\*\*|__)(.+?)\1|(\*|_)(.+?)\3|~~(.+?)~~|<u>(.+?)<\/u>|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/;

function inline(source: string, marks: Marks = {}): Inline[] {
  const nodes: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push({ type: 'text', text: rest, ...marks });
      break;
    }
    if (match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, match.index), ...marks });
    const [, , bold, , italic, strike, underline, code, label, url] = match;
    if (bold !== undefined) nodes.push(...inline(bold, { ...marks, bold: true }));
    else if (italic !== undefined) nodes.push(...inline(italic, { ...marks, italic: true }));
    else if (strike !== undefined) nodes.push(...inline(strike, { ...marks, strikethrough: true }));
    else if (underline !== undefined) nodes.push(...inline(underline, { ...marks, underline: true }));
    else if (code !== undefined) nodes.push({ type: 'text', text: code, ...marks, code: true });
    else nodes.push({ type: 'link', url, children: inline(label, marks).filter((node): node is TextNode => node.type === 'text') });
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes.length ? nodes : [{ type: 'text', text: '' }];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const IMAGE = /^\s*!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)\s*$/;

export function markdownToBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: inline(paragraph.join(' ')) });
    paragraph = [];
  };
  /** Consecutive lines matching `pattern`, from `start`; returns their captured text and the next index. */
  const run = (start: number, pattern: RegExp): [string[], number] => {
    const items: string[] = [];
    let index = start;
    for (let match; index < lines.length && (match = pattern.exec(lines[index])); index += 1) items.push(match[1]);
    return [items, index];
  };

  for (let index = 0; index < lines.length; ) {
    const line = lines[index];
    const fence = FENCE.exec(line);
    let match: RegExpExecArray | null;
    if (!line.trim()) {
      flush();
      index += 1;
    } else if (fence) {
      flush();
      const end = lines.findIndex((candidate, at) => at > index && candidate.trim().startsWith(fence[1]));
      const stop = end === -1 ? lines.length : end;
      blocks.push({ type: 'code', children: [{ type: 'text', text: lines.slice(index + 1, stop).join('\n') }] });
      index = stop + 1;
    } else if ((match = HEADING.exec(line))) {
      flush();
      blocks.push({ type: 'heading', level: match[1].length, children: inline(match[2]) });
      index += 1;
    } else if ((match = IMAGE.exec(line))) {
      flush();
      blocks.push({ type: 'image', image: { url: match[2], alternativeText: match[1] || null, name: match[1] || match[2] }, children: [{ type: 'text', text: '' }] });
      index += 1;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      flush();
      const ordered = !BULLET.test(line);
      const [items, next] = run(index, ordered ? NUMBERED : BULLET);
      blocks.push({ type: 'list', format: ordered ? 'ordered' : 'unordered', children: items.map((item) => ({ type: 'list-item', children: inline(item) })) });
      index = next;
    } else if (QUOTE.test(line)) {
      flush();
      const [quoted, next] = run(index, QUOTE);
      blocks.push({ type: 'quote', children: inline(quoted.join(' ').trim()) });
      index = next;
    } else {
      paragraph.push(line.trim());
      index += 1;
    }
  }
  flush();
  return blocks;
}
