import { Link } from '@/components/layout/Link';
import { getEvents, getVacancies, type PageBlock } from '@/lib/cms';
import { categoryPath } from '@/lib/urls';
import { VacancyList } from '@/components/vacancies/VacancyCard';
import { EventCard } from './EventCard';
import { Gallery } from './Gallery';
import { RichText } from './RichText';
import { EmptyState } from '@/components/content/EmptyState';

async function VacancyListBlock({ block }: { block: Extract<PageBlock, { __component: 'page.vacancy-list' }> }) {
  const { items } = await getVacancies({ category: block.category?.documentId, pageSize: block.limit ?? 6 });
  return (
    <section className="section">
      <div className="section__head">
        <h2>{block.heading ?? 'Nieuwste vacatures'}</h2>
        <Link href={block.category ? categoryPath(block.category) : '/jobs'}>Alle vacatures</Link>
      </div>
      <VacancyList vacancies={items} />
    </section>
  );
}

async function EventListBlock({ block }: { block: Extract<PageBlock, { __component: 'page.event-list' }> }) {
  const { items } = await getEvents({ when: 'upcoming', pageSize: block.limit ?? 4 });
  return (
    <section className="section">
      <div className="section__head">
        <h2>{block.heading ?? 'Agenda'}</h2>
        <Link href="/agenda">Hele agenda</Link>
      </div>
      {items.length ? (
        <div className="grid">
          {items.map((event) => (
            <EventCard key={event.documentId} event={event} />
          ))}
        </div>
      ) : (
        <EmptyState>Er staan geen evenementen gepland.</EmptyState>
      )}
    </section>
  );
}

function Block({ block }: { block: PageBlock }) {
  switch (block.__component) {
    case 'page.rich-text':
      return <RichText content={block.body} />;
    case 'page.gallery':
      return <Gallery images={block.images} title={block.title} />;
    case 'page.call-to-action':
      return (
        <section className="section cta">
          <h2>{block.heading}</h2>
          {block.text ? <p>{block.text}</p> : null}
          <Link className="button" href={block.buttonHref}>
            {block.buttonLabel}
          </Link>
        </section>
      );
    case 'page.vacancy-list':
      return <VacancyListBlock block={block} />;
    case 'page.event-list':
      return <EventListBlock block={block} />;
    default:
      return null; // a component added in the CMS before the site knows it: show the rest of the page
  }
}

export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => (
        <Block key={`${block.__component}-${index}`} block={block} />
      ))}
    </>
  );
}
