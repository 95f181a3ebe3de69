import { Link } from '@/components/layout/Link';

type Props = { page: number; pageCount: number; href: (page: number) => string };

/** Numbered pages around the current one, with first/last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? (['gap', p] as const) : ([p] as const)));
}

export function Pagination({ page, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginering">
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev">
              Vorige
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">{p}</span>
              ) : (
                <Link href={href(p)} aria-label={`Pagina ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} rel="next">
              Volgende
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
