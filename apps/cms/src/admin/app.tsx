export default {
  config: {
    locales: ['nl'],
    translations: {
      nl: {
        'Auth.form.welcome.title': 'Welkom bij het beheer van de vacaturesite',
      },
    },
  },
  bootstrap() {},
};
