import { escapeHtml } from '../../../lib/mail';

/**
 * Strapi Blocks JSON (docs/content-model.md) as mail HTML and plain text. Written here rather than
 * rendering @strapi/blocks-react-renderer: that is the site's React 19 component, the CMS runs React 18
 * for its admin, and a mail needs only these few node types as strings.
 */

type Node = {
  type?: string;
  text?: string;
  url?: string;
  level?: number;
  format?: string;
  children?: Node[];
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
  image?: { url?: string; alternativeText?: string | null };
};

const safeUrl = (url: unknown) => (typeof url === 'string' && /^(https?:|mailto:|\/)/i.test(url) ? url : null);

function inlineHtml(node: Node, site: string): string {
  if (node.type === 'link') {
    const href = safeUrl(node.url);
    const inner = (node.children ?? []).map((child) => inlineHtml(child, site)).join('');
    return href ? `<a href="${escapeHtml(href.startsWith('/') ? site + href : href)}">${inner}</a>` : inner;
  }
  let html = escapeHtml(node.text ?? '').replace(/\n/g, '<br>');
  if (node.code) html = `<code>${html}</code>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  return html;
}

function blockHtml(node: Node, site: string): string {
  const inner = () => (node.children ?? []).map((child) => inlineHtml(child, site)).join('');
  switch (node.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(2, node.level ?? 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'list': {
      const tag = node.format === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${(node.children ?? []).map((item) => `<li>${(item.children ?? []).map((child) => (child.type === 'list' ? blockHtml(child, site) : inlineHtml(child, site))).join('')}</li>`).join('')}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'code':
      return `<pre>${inner()}</pre>`;
    case 'image': {
      const src = safeUrl(node.image?.url);
      return src
        ? `<p><img src="${escapeHtml(src.startsWith('/') ? site + src : src)}" alt="${escapeHtml(node.image?.alternativeText ?? '')}" style="max-width:100%"></p>`
        : '';
    }
    default:
      return `<p>${inner()}</p>`;
  }
}

export function blocksToHtml(blocks: unknown, site: string): string {
  return Array.isArray(blocks) ? blocks.map((block) => blockHtml(block as Node, site)).join('\n') : '';
}

function nodeText(node: Node): string {
  if (node.type === 'link') {
    const text = (node.children ?? []).map(nodeText).join('');
    return node.url && node.url !== text ? `${text} (${node.url})` : text;
  }
  return node.text ?? (node.children ?? []).map(nodeText).join('');
}

export function blocksToText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return (blocks as Node[])
    .map((block) => (block.type === 'list' ? (block.children ?? []).map((item) => `- ${nodeText(item)}`).join('\n') : nodeText(block)))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
