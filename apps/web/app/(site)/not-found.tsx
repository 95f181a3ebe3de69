import { NOT_FOUND_METADATA, NotFoundScreen } from '@/components/layout/NotFoundScreen';

export const metadata = NOT_FOUND_METADATA;

/** notFound() of a page in this layout: the 404 content inside the layout's own frame (one header). */
export default NotFoundScreen;
