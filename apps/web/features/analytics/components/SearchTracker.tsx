'use client';

import { useEffect } from 'react';
import { searchLabel } from '@vacaturesite/shared/analytics';
import { track } from '@/features/analytics/client';

/**
 * A free-text search for the editors' insights (decision 035): `Search` with its words, and
 * `Search empty` beside it when nothing was found. Only the first page counts: paging on is not a new search.
 */
export function SearchTracker({ query, total }: { query: string; total: number }) {
  useEffect(() => {
    const label = searchLabel(query);
    if (!label) return;
    track('Search', { label });
    if (total === 0) track('Search empty', { label });
  }, [query, total]);
  return null;
}
