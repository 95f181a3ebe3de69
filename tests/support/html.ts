/**
 * What a crawler or a browser without JavaScript gets from `url`: the status and the server's own HTML,
 * redirects not followed, with React's empty comments between adjacent text nodes taken out.
 */
export async function serverHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}
