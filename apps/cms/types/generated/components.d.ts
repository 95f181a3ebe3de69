import type { Schema, Struct } from '@strapi/strapi';

export interface PageCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_page_calls_to_action';
  info: {
    description: 'Kop, tekst en knop';
    displayName: 'Call to action';
  };
  attributes: {
    buttonHref: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    buttonLabel: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    heading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface PageEventList extends Struct.ComponentSchema {
  collectionName: 'components_page_event_lists';
  info: {
    description: 'Komende evenementen uit de agenda';
    displayName: 'Evenementenlijst';
  };
  attributes: {
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
  };
}

export interface PageGallery extends Struct.ComponentSchema {
  collectionName: 'components_page_galleries';
  info: {
    description: 'Afbeeldingen die in de lightbox openen';
    displayName: 'Fotogalerij';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true> & Schema.Attribute.Required;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface PageRichText extends Struct.ComponentSchema {
  collectionName: 'components_page_rich_texts';
  info: {
    description: 'Opgemaakte tekst';
    displayName: 'Tekst';
  };
  attributes: {
    body: Schema.Attribute.Blocks & Schema.Attribute.Required;
  };
}

export interface PageVacancyList extends Struct.ComponentSchema {
  collectionName: 'components_page_vacancy_lists';
  info: {
    description: 'Nieuwste vacatures, eventueel uit \u00E9\u00E9n categorie';
    displayName: 'Vacaturelijst';
  };
  attributes: {
    category: Schema.Attribute.Relation<'oneToOne', 'api::vacancy-category.vacancy-category'>;
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'Menu- of footerlink';
    displayName: 'Link';
  };
  attributes: {
    href: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'Titel en beschrijving voor zoekmachines en social media';
    displayName: 'SEO';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'page.call-to-action': PageCallToAction;
      'page.event-list': PageEventList;
      'page.gallery': PageGallery;
      'page.rich-text': PageRichText;
      'page.vacancy-list': PageVacancyList;
      'shared.link': SharedLink;
      'shared.seo': SharedSeo;
    }
  }
}
