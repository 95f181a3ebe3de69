/**
 * Visitors write a vacancy's description as plain text; the CMS stores Strapi's Blocks JSON like every
 * other description. Blank lines separate paragraphs; lines starting with "- " or "* " become a list.
 * Going back (to edit) gives the same text; formatting an editor added in the admin (bold, links)
 * is reduced to its text.
 */

type TextNode = { type: 'text'; text: string };
type Block =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'list'; format: 'unordered'; children: Array<{ type: 'list-item'; children: TextNode[] }> };

const BULLET = /^\s*[-*•]\s+/;

export function textToBlocks(text: string): Block[] {
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  return chunks.map((chunk): Block => {
    const lines = chunk.split('\n').map((line) => line.trim());
    if (lines.every((line) => BULLET.test(line))) {
      return {
        type: 'list',
        format: 'unordered',
        children: lines.map((line) => ({ type: 'list-item', children: [{ type: 'text', text: line.replace(BULLET, '') }] })),
      };
    }
    return { type: 'paragraph', children: [{ type: 'text', text: lines.join('\n') }] };
  });
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
