import { ChartPie, CheckCircle } from '@strapi/icons';
import { NewsletterSendPanel } from './newsletter/SendPanel';
import { ENUM_LABELS } from './enum-labels';

/** Where Strapi's admin keeps the chosen language (@strapi/admin reducer.mjs, LANGUAGE_LOCAL_STORAGE_KEY). */
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    // No calls home: without this every editor's browser asked api.github.com for Strapi's latest release on
    // each admin load (found by the queue test's same-host check, issue 46). The product runs offline.
    notifications: { releases: false },
    locales: ['nl'],
    translations: {
      nl: {
        'Auth.form.welcome.title': 'Welkom bij het beheer van de vacaturesite',
        'analytics.menu': 'Statistieken',
        'organisations.menu': 'Te beoordelen',
        ...ENUM_LABELS,
      },
    },
  },
  register(app: { addMenuLink: (link: unknown) => void }) {
    // Editors are Dutch, but Strapi starts every browser in English (`localStorage[LANGUAGE_KEY] || 'en'`
    // when it renders, after this register). A language already stored, e.g. English chosen in the
    // profile, stays; the profile's choice is also applied again at every sign-in.
    if (!localStorage.getItem(LANGUAGE_KEY)) localStorage.setItem(LANGUAGE_KEY, 'nl');
    // Editors' analytics dashboard (decision 007).
    app.addMenuLink({
      to: 'statistieken',
      icon: ChartPie,
      intlLabel: { id: 'analytics.menu', defaultMessage: 'Statistieken' },
      Component: () => import('./analytics/AnalyticsPage'),
      permissions: [],
    });
    // Editors' queue of organisations to verify and vacancies to review (decision 056).
    app.addMenuLink({
      to: 'te-beoordelen',
      icon: CheckCircle,
      intlLabel: { id: 'organisations.menu', defaultMessage: 'Te beoordelen' },
      Component: () => import('./organisations/QueuePage'),
      permissions: [],
    });
  },
  bootstrap(app: { getPlugin: (name: string) => { apis: { addEditViewSidePanel: (panels: unknown[]) => void } } }) {
    // "Nieuwsbrief versturen" beside a newsletter in the Content Manager (decision 008).
    app.getPlugin('content-manager').apis.addEditViewSidePanel([NewsletterSendPanel]);
  },
};
