/**
 * Shared (issue 35): the CMS stores what the site's form previews with the same rules. Visitors write a
 * vacancy's description as plain text; the CMS stores Strapi's Blocks JSON like every
 * other description. Blank lines separate paragraphs, a single line break stays one (the site renders it
 * as a break); lines starting with "- ", "* " or "• " become a list, "1. " or "1) " a numbered one, also
 * right under a line of text ("Wat ga je doen?" and then "- Wondzorg", as people type it: issue 35).
 * Going back (to edit) gives the same text; formatting an editor added in the admin (bold, links)
 * is reduced to its text.
 */

type TextNode = { type: 'text'; text: string };
type ListFormat = 'unordered' | 'ordered';
export type DescriptionBlock =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'list'; format: ListFormat; children: Array<{ type: 'list-item'; children: TextNode[] }> };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

const lineKind = (line: string): ListFormat | 'text' => (BULLET.test(line) ? 'unordered' : NUMBERED.test(line) ? 'ordered' : 'text');

/** One chunk (between blank lines) as runs of text lines and of list lines of one kind. */
function chunkToBlocks(chunk: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let run = null as { kind: ListFormat | 'text'; lines: string[] } | null;
  const flush = () => {
    if (!run) return;
    if (run.kind === 'text') blocks.push({ type: 'paragraph', children: [{ type: 'text', text: run.lines.join('\n') }] });
    else {
      const marker = run.kind === 'unordered' ? BULLET : NUMBERED;
      blocks.push({
        type: 'list',
        format: run.kind,
        children: run.lines.map((line) => ({ type: 'list-item', children: [{ type: 'text', text: line.replace(marker, '') }] })),
      });
    }
    run = null;
  };
  for (const line of chunk.split('\n').map((text) => text.trim())) {
    const kind = lineKind(line);
    if (run?.kind !== kind) flush();
    run ??= { kind, lines: [] };
    run.lines.push(line);
  }
  flush();
  return blocks;
}

export function textToBlocks(text: string): DescriptionBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap(chunkToBlocks);
}

type AnyNode = { type?: unknown; text?: unknown; children?: unknown; format?: unknown };

function inlineText(node: AnyNode): string {
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.children) ? node.children.map((child) => inlineText(child as AnyNode)).join('') : '';
}

export function blocksToText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .map((block: AnyNode) => {
      if (block?.type === 'list' && Array.isArray(block.children)) {
        const ordered = block.format === 'ordered';
        return block.children.map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${inlineText(item as AnyNode)}`).join('\n');
      }
      return block && typeof block === 'object' ? inlineText(block) : '';
    })
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}
