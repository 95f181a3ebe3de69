'use strict';

/** The `global` single type and the redirects. */
const global = {
  siteName: 'Vacaturesite',
  tagline: 'Werk in de buurt: vacatures, agenda en nieuws uit heel Nederland',
  contactEmail: 'info@vacaturesite.local',
  navigation: [
    { label: 'Home', href: '/' },
    { label: 'Vacatures', href: '/jobs' },
    { label: 'Plaatsen', href: '/jobs/plaatsen' },
    { label: 'Agenda', href: '/agenda' },
    { label: 'Nieuws', href: '/nieuws' },
    { label: 'Werkgevers', href: '/werkgevers' },
    { label: 'Over ons', href: '/over-ons' },
  ],
  footerLinks: [
    { label: 'Contact', href: '/contact' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Cookies', href: '/cookies' },
    { label: 'Toegankelijkheid', href: '/toegankelijkheid' },
    { label: 'Producten', href: '/producten' },
    { label: 'Partners', href: '/partners' },
  ],
};

const redirects = [
  { from: '/vacatures', to: '/jobs', statusCode: 301 },
  { from: '/oude-pagina', to: '/over-ons', statusCode: 308 },
  { from: '/werken-bij-ons', to: '/werkgevers', statusCode: 302 },
  { from: '/uwv', to: 'https://www.werk.nl/', statusCode: 302 },
];

module.exports = { global, redirects };
