import { ChartPie } from '@strapi/icons';

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
  bootstrap() {},
};
