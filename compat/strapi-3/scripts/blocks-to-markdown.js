'use strict';

/**
 * Strapi 5 blocks (rich text as JSON) as the Markdown a Strapi 3 `richtext` field holds (decision 053):
 * paragraphs, headings, lists, quotes, code and images at a full URL; bold, italic, strikethrough, underline (`<u>`),
 * code and links inline — what the site's normalize-markdown.ts reads back into blocks. Markdown's
 * own characters in the text are escaped, so a `*` in a sentence stays a `*`.
 */
const escape = (text) => text.replace(/([\\`*_[\]<>#~]|^[-+]|^\d+(?=\.))/gm, '\\$1');

function inline(nodes) {
  return (nodes || [])
    .map((node) => {
      if (node.type === 'link') return `[${inline(node.children)}](${String(node.url || '').replace(/[()\s]/g, encodeURIComponent)})`;
      if (node.type !== 'text' || !node.text) return '';
      if (node.code) return `\`${node.text.replace(/`/g, '')}\``;
      // Markers hug the words: whitespace at either end stays outside them, as CommonMark wants.
      const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(node.text);
      if (!core) return node.text;
      let text = escape(core);
      if (node.underline) text = `<u>${text}</u>`;
      if (node.strikethrough) text = `~~${text}~~`;
      if (node.italic) text = `*${text}*`;
      if (node.bold) text = `**${text}**`;
      return `${before}${text}${after}`;
    })
    .join('');
}

function block(node) {
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(Math.min(Math.max(Number(node.level) || 2, 1), 6))} ${inline(node.children)}`;
    case 'list':
      return (node.children || [])
        .map((item, index) => `${node.format === 'ordered' ? `${index + 1}.` : '-'} ${inline(item.children)}`)
        .join('\n');
    case 'quote':
      return `> ${inline(node.children)}`;
    case 'code':
      return `\`\`\`\n${(node.children || []).map((child) => child.text || '').join('')}\n\`\`\``;
    case 'image':
      // An upload of the source CMS (`/uploads/…`) is not here (no upload plugin, generate-models.js): left out.
      return node.image && /^https?:\/\//.test(node.image.url || '')
        ? `![${escape(node.image.alternativeText || '')}](${node.image.url})`
        : '';
    default:
      return inline(node.children);
  }
}

function blocksToMarkdown(blocks) {
  if (!Array.isArray(blocks)) return blocks === undefined ? undefined : blocks;
  return blocks
    .map(block)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

module.exports = { blocksToMarkdown };
