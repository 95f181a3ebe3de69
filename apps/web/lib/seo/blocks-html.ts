/**
 * Strapi "blocks" as the small HTML subset Google reads in a JobPosting description (paragraphs,
 * lists, line breaks). Text is escaped; links keep their text only, images and code are left out.
 */
type Node = { type?: string; text?: string; format?: string; level?: number; children?: Node[] };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(nodes: Node[] | undefined): string {
  return (nodes ?? [])
    .map((node) => (node.type === 'text' ? escapeHtml(node.text ?? '').replace(/\n/g, '<br>') : inline(node.children)))
    .join('');
}

function block(node: Node): string {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return `<p>${inline(node.children)}</p>`;
    case 'heading':
      return `<p><strong>${inline(node.children)}</strong></p>`;
    case 'list': {
      const tag = node.format === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${(node.children ?? []).map((item) => (item.type === 'list' ? block(item) : `<li>${inline(item.children)}</li>`)).join('')}</${tag}>`;
    }
    default:
      return '';
  }
}

export function blocksToHtml(blocks: unknown): string {
  return Array.isArray(blocks)
    ? (blocks as Node[])
        .map(block)
        .filter((html) => html.replace(/<[^>]+>/g, '').trim())
        .join('')
    : '';
}

export { escapeHtml };
