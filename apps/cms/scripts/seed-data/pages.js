'use strict';

/**
 * CMS pages (shown on /{slug}, or as a landing page on /l/{documentId}). `blocks` is the dynamic
 * zone; each entry has a `type`:
 *   rich-text    { body }                       body in the notation of seed-lib/text.js#toBlocks
 *   gallery      { title, images }              images are keys of the image pool (images.js)
 *   cta          { heading, text, buttonLabel, buttonHref }
 *   vacancy-list { heading, category, limit }   category is a category slug, or null for all
 *   event-list   { heading, limit }
 * `colorMode` forces the colour mode of the page ('dark' / 'light'); leave it out to let the
 * visitor's own choice apply.
 */
module.exports = [
  {
    title: 'Over ons',
    slug: 'over-ons',
    intro:
      'Wij brengen werkzoekenden en werkgevers in de regio bij elkaar: met actuele vacatures, een agenda vol banenmarkten en eerlijk nieuws over werk.',
    seo: {
      metaTitle: 'Over ons – Vacaturesite',
      metaDescription: 'Wie wij zijn, wat we doen en waarom we een vacaturesite maken voor de hele regio.',
      shareImage: 'city-kantoor',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Wie wij zijn'],
          'Vacaturesite is een initiatief van werkgevers, onderwijsinstellingen en gemeenten. We geloven dat iedereen een baan verdient die bij hem of haar past, dichtbij huis als dat kan.',
          ['h2', 'Wat we doen'],
          [
            'ul',
            [
              'We publiceren vacatures van werkgevers uit heel Nederland',
              'We organiseren banenmarkten, workshops en trainingen',
              'We schrijven over werk, opleiden en de arbeidsmarkt',
            ],
          ],
          'Onze redactie controleert elke vacature voordat die online komt. Zo weet je zeker dat er een echte werkgever achter zit.',
        ],
      },
      {
        type: 'gallery',
        title: 'Een kijkje bij ons en onze partners',
        images: ['city-kantoor', 'event-netwerk', 'event-banenmarkt', 'city-fietsers'],
      },
      {
        type: 'cta',
        heading: 'Zelf een vacature plaatsen?',
        text: 'Bekijk wat we voor werkgevers kunnen doen.',
        buttonLabel: 'Voor werkgevers',
        buttonHref: '/voor-werkgevers',
      },
    ],
  },
  {
    title: 'Contact',
    slug: 'contact',
    intro: 'Vragen over een vacature, een evenement of je account? We helpen je graag.',
    seo: { metaTitle: 'Contact – Vacaturesite', metaDescription: 'Neem contact op met de redactie van Vacaturesite.' },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Zo bereik je ons'],
          ['link', 'Mail ons via ', 'info@vacaturesite.local', 'mailto:info@vacaturesite.local', '. We reageren binnen twee werkdagen.'],
          'Op werkdagen zijn we bereikbaar van 9.00 tot 17.00 uur. Heb je een vraag over een specifieke vacature? Neem dan contact op met de werkgever: de gegevens staan bij de vacature.',
          ['h2', 'Postadres'],
          'Vacaturesite, Postbus 1234, 3800 BE Amersfoort',
        ],
      },
      {
        type: 'cta',
        heading: 'Veelgestelde vragen',
        text: 'Misschien staat het antwoord er al tussen.',
        buttonLabel: 'Bekijk de vragen',
        buttonHref: '/veelgestelde-vragen',
      },
    ],
  },
  {
    title: 'Voor werkgevers',
    slug: 'voor-werkgevers',
    intro: 'Vind de juiste mensen in je eigen regio. Plaats je vacature, presenteer je organisatie of sta op een van onze banenmarkten.',
    seo: {
      metaTitle: 'Vacature plaatsen – Vacaturesite voor werkgevers',
      metaDescription: 'Plaats je vacature, maak een werkgeversprofiel of boek een stand op de banenmarkt.',
      shareImage: 'product-werkgever',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Waarom bij ons?'],
          [
            'ul',
            [
              'Bezoekers uit de regio die actief zoeken',
              'Je vacature ook zichtbaar in Google for Jobs',
              'Persoonlijk contact met onze redactie',
            ],
          ],
          'Onze pakketten beginnen bij € 149 per vacature. Voor organisaties die vaak werven hebben we voordelige bundels.',
        ],
      },
      { type: 'vacancy-list', heading: 'Zo zien vacatures er bij ons uit', category: null, limit: 6 },
      {
        type: 'cta',
        heading: 'Bekijk onze producten',
        text: 'Van een enkele vacature tot een stand op de banenmarkt.',
        buttonLabel: 'Naar de producten',
        buttonHref: '/producten',
      },
    ],
  },
  {
    title: 'Informatie voor werkzoekenden',
    slug: 'werkzoekenden',
    intro: 'Alles wat je nodig hebt om je volgende baan te vinden: vacatures, trainingen en tips.',
    seo: {
      metaTitle: 'Werk zoeken – tips, trainingen en vacatures',
      metaDescription: 'Vacatures in je eigen regio, gratis workshops en tips voor je cv en sollicitatiegesprek.',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          'Zoek op vakgebied, plaats en aantal uren. Vind je niet meteen wat je zoekt? Kom dan naar een banenmarkt of volg een van onze trainingen.',
          ['h2', 'In drie stappen aan de slag'],
          ['ol', ['Maak je cv op orde', 'Zoek vacatures in de buurt', 'Solliciteer direct bij de werkgever']],
        ],
      },
      { type: 'vacancy-list', heading: 'Nieuwste vacatures', category: null, limit: 6 },
      { type: 'event-list', heading: 'Binnenkort in de agenda', limit: 4 },
      // Both buttons go through a CMS redirect on purpose, as old links in real content do: the
      // e2e tests follow them with the client-side router.
      {
        type: 'cta',
        heading: 'Alle vacatures bekijken',
        text: 'Filter op plaats, vakgebied en uren.',
        buttonLabel: 'Naar de vacatures',
        buttonHref: '/vacatures',
      },
      {
        type: 'cta',
        heading: 'Ingeschreven bij het UWV?',
        text: 'Regel je inschrijving als werkzoekende en je uitkering op werk.nl.',
        buttonLabel: 'Naar werk.nl',
        buttonHref: '/uwv',
      },
    ],
  },
  {
    title: 'Privacyverklaring',
    slug: 'privacy',
    intro: 'Hoe we omgaan met je persoonsgegevens.',
    seo: {
      metaTitle: 'Privacyverklaring – Vacaturesite',
      metaDescription: 'Welke gegevens we verwerken, waarom, hoe lang we ze bewaren en wat je rechten zijn.',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Welke gegevens verwerken we?'],
          'Als je een account aanmaakt, bewaren we je naam en e-mailadres. Solliciteer je via de site, dan bewaren we je motivatie en je cv en ziet de werkgever ze. Als je je aanmeldt voor een evenement, een vacature-alert of de nieuwsbrief, bewaren we wat je daarvoor invult.',
          ['h2', 'Hoe lang bewaren we ze?'],
          'Niet langer dan nodig: de tabel hieronder noemt de termijnen die de site zelf toepast.',
          ['h2', 'Je rechten'],
          'Je mag je gegevens inzien, laten corrigeren of laten verwijderen. Stuur daarvoor een e-mail naar info@vacaturesite.local. Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
        ],
      },
    ],
  },
  {
    title: 'Cookies',
    slug: 'cookies',
    intro: 'Deze site gebruikt alleen cookies die nodig zijn om de site te laten werken.',
    seo: { metaTitle: 'Cookies – Vacaturesite', metaDescription: 'Welke cookies en lokale opslag deze site gebruikt.' },
    blocks: [
      {
        type: 'rich-text',
        body: [
          'We plaatsen geen tracking- of advertentiecookies. Wel onthouden we in je browser je voorkeur voor de licht- of donkermodus.',
          [
            'ul',
            [
              '**Kleurmodus** – onthoudt of je de site licht, donker of volgens je systeem wilt zien',
              '**Beveiliging** – beschermt formulieren tegen misbruik',
            ],
          ],
          'Je kunt deze gegevens altijd wissen via de instellingen van je browser.',
        ],
      },
    ],
  },
  {
    title: 'Veelgestelde vragen',
    slug: 'veelgestelde-vragen',
    intro: 'Antwoorden op de vragen die we het vaakst krijgen.',
    seo: {
      metaTitle: 'Veelgestelde vragen – Vacaturesite',
      metaDescription: 'Over solliciteren, vacatures plaatsen, evenementen en je gegevens.',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Hoe solliciteer ik?'],
          'Bij elke vacature staat hoe je kunt solliciteren. Meestal gaat dat via een knop naar de website van de werkgever of via e-mail.',
          ['h2', 'Kost het iets om te solliciteren?'],
          'Nee. Zoeken en solliciteren is altijd gratis.',
          ['h2', 'Hoe lang staat een vacature online?'],
          'Tot de sluitingsdatum die de werkgever opgeeft, of tot de looptijd van het pakket voorbij is.',
          ['h2', 'Kan ik me afmelden voor een evenement?'],
          'Ja, via de link in de bevestigingsmail. Zo komt je plek vrij voor iemand anders.',
        ],
      },
      {
        type: 'cta',
        heading: 'Staat je vraag er niet bij?',
        text: 'Neem contact met ons op.',
        buttonLabel: 'Contact',
        buttonHref: '/contact',
      },
    ],
  },
  {
    title: 'Toegankelijkheid',
    slug: 'toegankelijkheid',
    intro: 'We willen dat iedereen deze site kan gebruiken, ook met een beperking.',
    seo: {
      metaTitle: 'Toegankelijkheid – Vacaturesite',
      metaDescription: 'Onze ambitie en de stand van zaken rond toegankelijkheid (WCAG 2.2 niveau AA).',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          'We bouwen de site volgens de richtlijnen van WCAG 2.2 op niveau AA. De site werkt met alleen een toetsenbord, met schermlezers en met vergroting tot 400%.',
          ['h2', 'Wat doen we?'],
          [
            'ul',
            [
              'Alle afbeeldingen hebben een beschrijvende tekst',
              'Kleuren hebben voldoende contrast, ook in de donkere modus',
              'Formulieren hebben duidelijke labels en foutmeldingen',
            ],
          ],
          'Loop je toch ergens tegenaan? Laat het ons weten via de contactpagina, dan lossen we het zo snel mogelijk op.',
        ],
      },
    ],
  },
  {
    title: 'Avond van de zorg',
    slug: 'avond-van-de-zorg',
    colorMode: 'dark',
    intro: 'Een avond vol verhalen, muziek en waardering voor iedereen die in de zorg werkt of wil werken.',
    seo: {
      metaTitle: 'Avond van de zorg – verhalen, muziek en vacatures',
      metaDescription: 'Kom naar de Avond van de zorg in Arnhem en ontdek wat werken in de zorg zo mooi maakt.',
      shareImage: 'dark-podium',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          'Op het podium vertellen verpleegkundigen, begeleiders en helpenden over de momenten die hun werk de moeite waard maken. Daarna is er tijd om werkgevers te ontmoeten.',
          ['quote', 'Je gaat naar huis met het gevoel dat je ertoe doet.'],
        ],
      },
      {
        type: 'gallery',
        title: 'Sfeerbeelden van vorig jaar',
        images: ['dark-podium', 'cat-zorg', 'event-netwerk', 'event-opendag', 'event-banenmarkt'],
      },
      { type: 'event-list', heading: 'Meer evenementen', limit: 3 },
      { type: 'vacancy-list', heading: 'Vacatures in de zorg', category: 'zorg-en-welzijn', limit: 6 },
      {
        type: 'cta',
        heading: 'Alle zorgvacatures',
        text: 'Van helpende tot wijkverpleegkundige.',
        buttonLabel: 'Bekijk vacatures',
        buttonHref: '/jobs',
      },
    ],
  },
  {
    title: 'Werken in de techniek',
    slug: 'werken-in-de-techniek',
    intro: 'Monteurs, elektriciens en onderhoudstechnici zijn overal nodig. Ontdek wat jij kunt doen.',
    seo: {
      metaTitle: 'Werken in de techniek – vacatures en opleidingen',
      metaDescription: 'Vacatures voor monteurs en technici, ook voor starters en zij-instromers.',
      shareImage: 'cat-techniek',
    },
    blocks: [
      {
        type: 'rich-text',
        body: [
          ['h2', 'Techniek is overal'],
          'Van warmtepompen tot laadpalen en van zonnepanelen tot productielijnen: zonder technici staat Nederland stil. Veel werkgevers leiden je zelf op, met behoud van salaris.',
        ],
      },
      { type: 'gallery', title: 'Aan het werk', images: ['cat-techniek', 'cat-bouw', 'cat-productie'] },
      { type: 'vacancy-list', heading: 'Vacatures in de techniek', category: 'techniek', limit: 9 },
      {
        type: 'cta',
        heading: 'Kom naar de open avond',
        text: 'Kijk binnen in de werkplaats en praat met monteurs.',
        buttonLabel: 'Naar de agenda',
        buttonHref: '/agenda',
      },
    ],
  },
];
