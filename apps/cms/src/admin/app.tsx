import { ChartPie } from '@strapi/icons';
import { NewsletterSendPanel } from './newsletter/SendPanel';

export default {
  config: {
    locales: ['nl'],
    translations: {
      nl: {
        'Auth.form.welcome.title': 'Welkom bij het beheer van de vacaturesite',
        'analytics.menu': 'Statistieken',
      },
    },
  },
  register(app: { addMenuLink: (link: unknown) => void }) {
    // Editors' analytics dashboard (decision 007).
    app.addMenuLink({
      to: 'statistieken',
      icon: ChartPie,
      intlLabel: { id: 'analytics.menu', defaultMessage: 'Statistieken' },
      Component: () => import('./analytics/AnalyticsPage'),
      permissions: [],
    });
  },
  bootstrap(app: { getPlugin: (name: string) => { apis: { addEditViewSidePanel: (panels: unknown[]) => void } } }) {
    // "Nieuwsbrief versturen" beside a newsletter in the Content Manager (decision 008).
    app.getPlugin('content-manager').apis.addEditViewSidePanel([NewsletterSendPanel]);
  },
};
