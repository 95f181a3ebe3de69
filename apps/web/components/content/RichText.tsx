import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';

/** Strapi "blocks" fields, rendered by Strapi's own renderer so every block type is covered. */
export function RichText({ content }: { content: unknown }) {
  if (!Array.isArray(content) || content.length === 0) return null;
  return (
    <div className="prose">
      <BlocksRenderer content={content as BlocksContent} />
    </div>
  );
}
