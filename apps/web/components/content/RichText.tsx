import { Fragment, type ReactNode } from 'react';

/**
 * Strapi "blocks" fields, rendered on the server. The markup is that of Strapi's own renderer
 * (@strapi/blocks-react-renderer, its default components; RichText.test.tsx renders both and compares),
 * written out here because that package is a client component: every page with rich text shipped
 * its code (about 1.1 kB gzip of first-load JavaScript, issue 14) and carried the whole blocks JSON a
 * second time in the page's RSC payload.
 */
export function RichText({ content }: { content: unknown }) {
  if (!Array.isArray(content) || content.length === 0) return null;
  return <div className="prose">{(content as BlockNode[]).map(renderNode)}</div>;
}

type TextNode = { type: 'text'; text: string } & Partial<Record<Modifier, boolean>>;
type BlockNode =
  | TextNode
  | {
      type: string;
      children?: BlockNode[];
      level?: number;
      format?: string;
      url?: string;
      image?: { url: string; alternativeText?: string | null };
    };
type Modifier = keyof typeof MODIFIERS;

const MODIFIERS = { bold: 'strong', italic: 'em', underline: 'u', strikethrough: 'del', code: 'code' } as const;
const isModifier = (key: string): key is Modifier => Object.hasOwn(MODIFIERS, key);

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderText(node: TextNode, key: number): ReactNode {
  let out: ReactNode = node.text.split(/\r?\n|\r/g).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {part}
    </Fragment>
  ));
  // As Strapi's renderer: in the node's own key order, the first modifier innermost.
  for (const key of Object.keys(node)) {
    if (!isModifier(key) || !node[key]) continue;
    const Tag = MODIFIERS[key];
    out = <Tag>{out}</Tag>;
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function plainText(nodes: BlockNode[] = []): string {
  return nodes
    .map((node) => (node.type === 'text' ? (node as TextNode).text : node.type === 'link' ? plainText(node.children) : ''))
    .join('');
}

function renderNode(node: BlockNode, key: number): ReactNode {
  if (node.type === 'text') return renderText(node as TextNode, key);
  const block = node as Exclude<BlockNode, TextNode>;
  const children = block.children ?? [];
  if (block.type === 'image')
    return block.image ? <img key={key} src={block.image.url} alt={block.image.alternativeText || undefined} /> : null;
  if (block.type === 'paragraph' && children.length === 1 && children[0].type === 'text' && (children[0] as TextNode).text === '')
    return <br key={key} />;
  const inner = children.map(renderNode);
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{inner}</p>;
    case 'quote':
      return <blockquote key={key}>{inner}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{plainText(children)}</code>
        </pre>
      );
    case 'heading': {
      const Heading = HEADINGS[(block.level ?? 0) - 1];
      return Heading ? <Heading key={key}>{inner}</Heading> : null;
    }
    case 'link':
      return (
        <a key={key} href={block.url}>
          {inner}
        </a>
      );
    case 'list':
      return block.format === 'ordered' ? <ol key={key}>{inner}</ol> : <ul key={key}>{inner}</ul>;
    case 'list-item':
      return <li key={key}>{inner}</li>;
    default:
      // An unknown block type renders nothing, as in Strapi's renderer.
      return null;
  }
}
