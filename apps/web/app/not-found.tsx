import { NOT_FOUND_METADATA, NotFoundScreen } from '@/components/layout/NotFoundScreen';

export const metadata = NOT_FOUND_METADATA;

/**
 * The root layout's 404, which no visitor should meet: unmatched paths end in the default layout's
 * (app/(site)/[...path]), pages in the empty layout in its own. Kept without the header, because Next
 * ships this file's client parts with every page.
 */
export default function NotFound() {
  return (
    <main id="inhoud" className="container">
      <NotFoundScreen />
    </main>
  );
}
