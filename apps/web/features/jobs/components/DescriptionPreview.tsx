'use client';

import { useWatch, type Control } from 'react-hook-form';
import { textToBlocks } from '@vacaturesite/shared/description-text';
import { RichText } from '@/components/content/RichText';
import type { VacancyFormValues } from '@/features/jobs/schemas';

/**
 * The description as the vacancy's page will show it, while the poster types (issue 35: "- Wondzorg"
 * lines became plain text with dashes although the form promised a list). The same rules the CMS
 * stores it by (packages/shared description-text) and the page's own renderer.
 */
export function DescriptionPreview({ control }: { control: Control<VacancyFormValues> }) {
  const text = useWatch({ control, name: 'description' }) ?? '';
  return (
    <details className="description-preview" data-testid="description-preview">
      <summary>Voorbeeld van de omschrijving</summary>
      {text.trim() ? (
        <RichText content={textToBlocks(text)} />
      ) : (
        <p className="meta">Typ een omschrijving; hier zie je hoe die op de vacaturepagina komt te staan.</p>
      )}
    </details>
  );
}
