'use strict';

/**
 * Services the site sells to employers or offers to candidates. `partner` is the name of the
 * partner that delivers the product (optional); `image` is a key of the image pool (images.js).
 * `description` uses the compact block notation of seed-lib/text.js#toBlocks.
 */
module.exports = [
  {
    name: 'Vacature Basis',
    price: 149,
    image: 'product-vacature',
    summary: 'Je vacature 30 dagen online op de site, vindbaar op vakgebied en plaats.',
    description: [
      'Met Vacature Basis staat je vacature binnen één werkdag online en is hij 30 dagen te vinden.',
      [
        'ul',
        [
          '30 dagen online',
          'Zichtbaar in de zoekresultaten per vakgebied en plaats',
          'Opgemaakt volgens de richtlijnen voor Google for Jobs',
          'Eén keer gratis aanpassen',
        ],
      ],
    ],
  },
  {
    name: 'Vacature Plus',
    price: 249,
    image: 'product-vacature',
    summary: 'Twee keer zo lang online, met extra aandacht op sociale media en in de nieuwsbrief.',
    description: [
      'Vacature Plus is ons populairste pakket voor functies waar je meer reacties op wilt.',
      [
        'ul',
        [
          '60 dagen online',
          'Eén keer gedeeld op onze socialmediakanalen',
          'Opgenomen in de wekelijkse nieuwsbrief voor werkzoekenden',
          'Statistieken over weergaven en klikken',
        ],
      ],
    ],
  },
  {
    name: 'Uitgelichte vacature',
    price: 99,
    image: 'product-vacature',
    summary: 'Je vacature 14 dagen bovenaan de lijst, met een opvallend label.',
    description: [
      'Een uitgelichte vacature staat twee weken bovenaan de zoekresultaten van het vakgebied, met het label **Uitgelicht**.',
      'Uit te breiden op elke gepubliceerde vacature, ook halverwege de looptijd.',
    ],
  },
  {
    name: 'Werkgeversprofiel',
    price: 495,
    image: 'product-werkgever',
    summary: 'Een eigen pagina voor je organisatie, met logo, verhaal en al je vacatures.',
    description: [
      'Laat zien wie je bent. Op je werkgeversprofiel staan je logo, een beschrijving van je organisatie, foto’s en automatisch al je openstaande vacatures.',
      ['ul', ['Een jaar lang online', 'Logo bij al je vacatures', 'Link naar je eigen werken-bij-site']],
    ],
  },
  {
    name: 'Vacaturebundel 10',
    price: 1195,
    image: 'product-vacature',
    summary: 'Tien vacatures Plus om binnen een jaar te plaatsen, met ruim 50% korting.',
    description: [
      'Voor organisaties die vaak werven. De vacatures zet je zelf online wanneer je wilt, binnen twaalf maanden na aankoop.',
      ['ul', ['10 × Vacature Plus', 'Eén vast aanspreekpunt', 'Maandelijks een overzicht van de resultaten']],
    ],
  },
  {
    name: 'Stand op de Banenmarkt',
    price: 350,
    image: 'event-banenmarkt',
    summary: 'Een eigen stand op een van onze regionale banenmarkten, inclusief vermelding op de site.',
    description: [
      'Ontmoet werkzoekenden persoonlijk. Je krijgt een stand van 3 bij 2 meter met tafel, stoelen en stroom, en je logo op de eventpagina.',
      'Zie de **Agenda** voor de eerstvolgende banenmarkten.',
    ],
  },
  {
    name: 'Sollicitatietraining',
    price: 59,
    image: 'event-workshop',
    partner: 'Scholengroep Het Baken',
    summary: 'In twee avonden leer je een sterke brief schrijven en een gesprek voeren met vertrouwen.',
    description: [
      'De training wordt gegeven door ervaren docenten van Scholengroep Het Baken in kleine groepen van maximaal twaalf deelnemers.',
      [
        'ul',
        [
          'Avond 1: cv en motivatiebrief',
          'Avond 2: het sollicitatiegesprek oefenen, met feedback',
          'Inclusief werkboek en een persoonlijke cv-check',
        ],
      ],
    ],
  },
  {
    name: 'Cv-check',
    price: 29,
    image: 'news-sollicitatie',
    summary: 'Een loopbaanadviseur bekijkt je cv en geeft binnen drie werkdagen concreet advies.',
    description: [
      'Stuur je cv in en ontvang binnen drie werkdagen schriftelijke feedback: wat valt op, wat mist er en hoe maak je het sterker voor de functie die je zoekt.',
    ],
  },
  {
    name: 'Oriëntatiedag Werken in de zorg',
    price: 0,
    image: 'cat-zorg',
    partner: 'Zorggroep De Linde',
    summary: 'Loop een dag mee in een woonzorgcentrum en ontdek of werken in de zorg bij je past.',
    description: [
      'Twijfel je over een overstap naar de zorg? Tijdens de oriëntatiedag loop je een ochtend mee met een verzorgende en hoor je ’s middags alles over opleiden met behoud van salaris.',
      'Deelname is gratis; lunch is inbegrepen.',
    ],
  },
  {
    name: 'Leerwerktraject Chauffeur C/CE',
    price: 0,
    image: 'cat-logistiek',
    partner: 'Van Dijk Logistiek',
    summary: 'Haal je groot rijbewijs met een baangarantie, betaald door Van Dijk Logistiek.',
    description: [
      'In zes maanden haal je rijbewijs C en CE en code 95. Je bent vanaf dag één in dienst en rijdt na je examen met een vaste collega mee.',
      ['ul', ['Opleiding en examens betaald', 'Salaris tijdens de opleiding', 'Vast contract na het behalen van je rijbewijs']],
    ],
  },
];
