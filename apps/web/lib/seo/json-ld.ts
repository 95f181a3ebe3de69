/**
 * JSON for an inline <script type="application/ld+json">. JSON.stringify leaves `<` alone, so an
 * editor's "</script>" in a title would end the script; the \u escapes are the same JSON text.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
