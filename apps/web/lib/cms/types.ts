import type { Province } from '@vacaturesite/shared/places';
import type { EducationLevel, EmploymentType, SalaryPeriod, Workplace } from '@vacaturesite/shared/vacancies';
/**
 * The site's view of the CMS content (apps/cms/src/api/*, apps/cms/src/components/*).
 * Optional CMS fields are `null` when empty; relations that were not populated are `null` / `[]`.
 */

/** Numbers in Strapi 4/5; Strapi 3 on MongoDB used string ObjectIds. */
export type CmsId = number | string;

/** Strapi "blocks" JSON, rendered with @strapi/blocks-react-renderer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi 5's blocks as they arrive, or what normalize-markdown builds from Strapi 3/4's Markdown: two shapes, both rendered by BlocksRenderer
export type BlocksContent = any[];

export type MediaFormat = {
  url: string;
  width?: number | null;
  height?: number | null;
  name?: string;
  mime?: string;
  [key: string]: unknown;
};

export type Media = {
  id: CmsId;
  url: string;
  alternativeText: string | null;
  /** The editor's caption; shown as the image's title in the lightbox. */
  caption?: string | null;
  width: number | null;
  height: number | null;
  name: string;
  mime?: string;
  formats?: Record<string, MediaFormat> | null;
};

type DocumentKeys = { id: CmsId; documentId: string };

export type Category = DocumentKeys & {
  name: string;
  slug: string;
  description?: string | null;
  /** Published vacancies in this category; only set by fetchers that count. */
  vacancyCount?: number;
};

export { PROVINCES, type Province } from '@vacaturesite/shared/places';

export type Place = DocumentKeys & {
  name: string;
  slug: string;
  province: Province;
  /** NaN when the CMS did not send coordinates (never (0, 0), which is a real place). */
  latitude: number;
  longitude: number;
  vacancyCount?: number;
};

export type Partner = DocumentKeys & {
  name: string;
  slug: string;
  website: string | null;
  description: string | null;
  logo: Media | null;
  /** Where the employer is based (its head office), when the CMS has it. */
  place: Place | null;
};

/** A partner as an employer (issue 16): with its open vacancies. */
export type Employer = Partner & { vacancyCount: number };

export type Product = DocumentKeys & {
  name: string;
  slug: string;
  summary: string | null;
  description: BlocksContent | null;
  price: number | null;
  image: Media | null;
  partner: Partner | null;
};

export type Vacancy = DocumentKeys & {
  title: string;
  slug: string;
  summary: string;
  description: BlocksContent | null;
  category: Category | null;
  place: Place | null;
  employer: Partner | null;
  hoursPerWeek: number | null;
  employmentType: EmploymentType;
  educationLevel: EducationLevel | null;
  workplace: Workplace | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryPeriod | null;
  /** ISO date (yyyy-mm-dd). */
  datePosted: string;
  validThrough: string | null;
  howToApply: string | null;
  applyUrl: string | null;
  images: Media[];
  /** Set by a poster on the site: the employer's name when no partner is linked. */
  employerName: string | null;
  /** Visitors can apply through the site (vacancies posted by visitors). */
  applyOnSite: boolean;
  /** Closed by its poster: off the lists, no more applications. */
  closed: boolean;
  publishedAt?: string | null;
  updatedAt?: string | null;
  /** In a search measured from a place or location (issue 16): km from there, when its place has coordinates. */
  distanceKm?: number;
};

export type NewsItem = DocumentKeys & {
  title: string;
  slug: string;
  summary: string | null;
  body: BlocksContent | null;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  image: Media | null;
  gallery: Media[];
};

export type Event = DocumentKeys & {
  title: string;
  slug: string;
  summary: string | null;
  description: BlocksContent | null;
  /** ISO date-time. */
  start: string;
  end: string | null;
  location: string | null;
  address: string | null;
  place: Place | null;
  capacity: number | null;
  price: number | null;
  images: Media[];
};

export type Seo = { metaTitle: string | null; metaDescription: string | null; shareImage: Media | null };

type Block<Name extends string, Fields> = { __component: Name; id: CmsId } & Fields;
export type RichTextBlock = Block<'page.rich-text', { body: BlocksContent }>;
export type GalleryBlock = Block<'page.gallery', { title: string | null; images: Media[] }>;
export type CallToActionBlock = Block<
  'page.call-to-action',
  { heading: string; text: string | null; buttonLabel: string; buttonHref: string }
>;
export type VacancyListBlock = Block<'page.vacancy-list', { heading: string | null; category: Category | null; limit: number }>;
export type EventListBlock = Block<'page.event-list', { heading: string | null; limit: number }>;
export type PageBlock = RichTextBlock | GalleryBlock | CallToActionBlock | VacancyListBlock | EventListBlock;

export type ColorMode = 'light' | 'dark';

export type Page = DocumentKeys & {
  title: string;
  slug: string;
  intro: string | null;
  blocks: PageBlock[];
  seo: Seo | null;
  colorMode: ColorMode | null;
};

export type Link = { label: string; href: string };

export type Global = {
  siteName: string;
  tagline: string | null;
  navigation: Link[];
  footerLinks: Link[];
  contactEmail: string | null;
};

export type Redirect = { from: string; to: string; statusCode: number };

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };
export type Paginated<T> = { items: T[]; pagination: Pagination };
