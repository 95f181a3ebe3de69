'use client';

import { useEffect } from 'react';
import { trackSearch } from '@/lib/analytics/track';

/** A free-text search for the editors' insights (decision 035). Only the first page counts: paging on is not a new search. */
export function SearchTracker({ query, total }: { query: string; total: number }) {
  useEffect(() => trackSearch(query, total), [query, total]);
  return null;
}
