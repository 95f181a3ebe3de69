'use strict';

/**
 * News items. `day` is the publication date relative to the seed date (always ≤ 0).
 * `image` and `gallery` are keys of the image pool (images.js); `body` uses the compact block
 * notation of seed-lib/text.js#toBlocks.
 */
module.exports = [
  {
    title: 'Nieuwe vacaturesite voor de hele regio online',
    day: -1,
    image: 'city-kantoor',
    gallery: ['city-kantoor', 'event-netwerk', 'city-fietsers'],
    summary: 'Vanaf vandaag vind je vacatures, evenementen en nieuws over werk op één overzichtelijke plek.',
    body: [
      'De vernieuwde vacaturesite is live. Je zoekt nu op vakgebied, plaats en aantal uren, en ziet direct hoe ver een baan van je huis is.',
      ['h2', 'Wat is er nieuw?'],
      [
        'ul',
        [
          'Zoeken op afstand vanaf je woonplaats',
          'Een agenda met banenmarkten en workshops',
          'Een donkere modus voor wie ’s avonds zoekt',
          'Beter leesbaar op je telefoon',
        ],
      ],
      'Heb je tips of loop je tegen iets aan? Laat het ons weten via de contactpagina.',
    ],
  },
  {
    title: 'Tien tips voor een sterke motivatiebrief',
    day: -4,
    image: 'news-sollicitatie',
    summary: 'Een goede brief is kort, concreet en gaat over wat jij voor de werkgever kunt betekenen.',
    body: [
      'Recruiters lezen vaak tientallen brieven per vacature. Met deze tips valt die van jou op.',
      [
        'ol',
        [
          'Begin niet met "Hierbij solliciteer ik".',
          'Noem de vacature en waarom die je aanspreekt.',
          'Geef twee concrete voorbeelden van wat je hebt bereikt.',
          'Houd het bij één A4.',
          'Laat iemand anders je brief nalezen.',
          'Pas je brief aan per vacature.',
          'Gebruik de woorden uit de vacaturetekst.',
          'Wees eerlijk over wat je nog wilt leren.',
          'Sluit af met een duidelijke vervolgstap.',
          'Sla je brief op als pdf met je naam in de bestandsnaam.',
        ],
      ],
    ],
  },
  {
    title: 'Terugblik: drukbezochte Banenmarkt Zwolle',
    day: -51,
    image: 'event-banenmarkt',
    gallery: ['event-banenmarkt', 'event-netwerk', 'city-fietsers', 'event-opendag'],
    summary: 'Ruim 1.300 bezoekers spraken met veertig werkgevers. Zorg en techniek trokken de langste rijen.',
    body: [
      'De Stadshal in Zwolle was zaterdag de hele dag goed gevuld. Werkgevers voerden honderden korte gesprekken; tientallen bezoekers kregen direct een uitnodiging voor een vervolggesprek.',
      ['quote', 'Ik kwam voor de zorg, maar ging naar huis met een afspraak bij een installatiebedrijf.'],
      'De volgende banenmarkt is in Rotterdam; kijk in de agenda voor de datum.',
    ],
  },
  {
    title: 'Zij-instroom in het onderwijs: zo werkt het',
    day: -11,
    image: 'cat-onderwijs',
    summary: 'Ben je al opgeleid in een ander vak en wil je leraar worden? Via zij-instroom sta je snel voor de klas.',
    body: [
      'Zij-instromers combineren werken op een school met een opleiding. Na een geschiktheidsonderzoek krijg je maximaal twee jaar de tijd om je bevoegdheid te halen.',
      ['h2', 'Wat heb je nodig?'],
      [
        'ul',
        ['Een afgeronde hbo- of wo-opleiding', 'Een school die je een baan aanbiedt', 'Tijd en energie om werk en studie te combineren'],
      ],
      'Scholen kunnen voor zij-instromers subsidie aanvragen voor de opleidingskosten.',
    ],
  },
  {
    title: 'Warmtepompmonteurs gevraagd in heel Nederland',
    day: -16,
    image: 'cat-techniek',
    summary: 'Door de energietransitie zoeken installatiebedrijven volop monteurs, ook zonder ervaring.',
    body: [
      'Het aantal warmtepompen in Nederlandse woningen groeit snel. Installatiebedrijven leiden daarom zelf nieuwe monteurs op, vaak in een leerwerktraject van een jaar.',
      'Ook wie uit een ander technisch vak komt, zoals de automotive of de bouw, kan met een korte omscholing aan de slag.',
    ],
  },
  {
    title: 'Hoe bereid je je voor op een sollicitatiegesprek?',
    day: -20,
    image: 'news-handen',
    summary: 'Goed voorbereid ben je rustiger en maak je meer indruk. Met deze checklist zit je goed.',
    body: [
      ['h2', 'Vooraf'],
      [
        'ul',
        [
          'Lees de website en het jaarverslag van de organisatie',
          'Bedenk drie voorbeelden bij de belangrijkste eisen',
          'Zoek uit hoe je er komt en hoe lang je erover doet',
        ],
      ],
      ['h2', 'Tijdens het gesprek'],
      [
        'ul',
        [
          'Luister goed en vraag door als iets onduidelijk is',
          'Vertel concreet wat je hebt gedaan',
          'Stel zelf ook vragen over het team en de begeleiding',
        ],
      ],
    ],
  },
  {
    title: 'Minimumloon en cao-lonen: waar let je op?',
    day: -26,
    image: 'cat-financien',
    summary: 'Het wettelijk minimumloon wordt twee keer per jaar aangepast. Veel cao’s liggen daarboven.',
    body: [
      'Het wettelijk minimumloon is een uurloon en wordt elk jaar op 1 januari en 1 juli geïndexeerd. Werk je onder een cao, dan geldt het loongebouw van die cao; dat ligt vaak hoger.',
      'In onze vacatures staat het salaris per uur, per maand of per jaar. Bij een salaris per maand gaat het meestal om een volledige werkweek: werk je minder uren, dan krijg je naar rato betaald.',
    ],
  },
  {
    title: 'Werken in de logistiek: meer dan dozen schuiven',
    day: -29,
    image: 'cat-logistiek',
    gallery: ['cat-logistiek', 'cat-productie', 'city-fietsers'],
    summary: 'Van planner tot heftruckchauffeur: de logistiek biedt kansen op elk niveau.',
    body: [
      'De logistieke sector is een van de grootste werkgevers van Nederland. Distributiecentra werken met scanners, robots en slimme planningssoftware.',
      'Wie begint als orderpicker, kan doorgroeien naar teamleider of planner. Veel werkgevers betalen opleidingen zoals het heftruckcertificaat of zelfs het groot rijbewijs.',
    ],
  },
  {
    title: 'Vijf vragen aan een verzorgende IG',
    day: -33,
    image: 'cat-zorg',
    summary: 'Samira werkt sinds drie jaar in een woonzorgcentrum. Wat maakt haar werk bijzonder?',
    body: [
      ['h3', 'Waarom koos je voor de zorg?'],
      'Mijn oma woonde in een verpleeghuis en ik zag hoeveel verschil de verzorgenden maakten.',
      ['h3', 'Wat is het mooiste moment van je week?'],
      'Als een bewoner die weinig praat ineens een liedje meezingt tijdens de muziekmiddag.',
      ['h3', 'Wat zou je een starter willen meegeven?'],
      'Vraag veel, ook als je denkt dat het een domme vraag is. Iedereen helpt je graag.',
    ],
  },
  {
    title: 'Steeds meer vacatures met thuiswerken',
    day: -37,
    image: 'cat-ict',
    summary: 'In ICT, financiën en klantenservice biedt een groot deel van de werkgevers hybride werken aan.',
    body: [
      'Thuiswerken is voor veel kantoorfuncties normaal geworden. Werkgevers noemen het steeds vaker in hun vacature, samen met een thuiswerkvergoeding.',
      'Let bij het solliciteren op wat er precies wordt bedoeld: soms is het één dag per week, soms kun je bijna volledig thuis werken.',
    ],
  },
  {
    title: 'Horeca zoekt personeel voor het terrasseizoen',
    day: -42,
    image: 'cat-horeca',
    summary: 'Restaurants en hotels werven nu al voor het voorjaar. Ervaring is vaak niet nodig.',
    body: [
      'Horecaondernemers zoeken bediening, keukenhulpen en afwassers. Veel zaken bieden flexibele roosters die goed te combineren zijn met een studie.',
      'Let op de cao Horeca: daarin staan onder meer de toeslagen en de regels voor oproepkrachten.',
    ],
  },
  {
    title: 'Gemeenten zoeken vergunningverleners en handhavers',
    day: -47,
    image: 'cat-overheid',
    summary: 'Door nieuwe wetgeving en de woningbouwopgave is er veel vraag naar specialisten bij gemeenten.',
    body: [
      'Gemeenten en omgevingsdiensten werven vergunningverleners, toezichthouders en juristen. Werken bij de overheid betekent vaak een goede pensioenregeling en ruimte voor opleiding.',
    ],
  },
  {
    title: 'Schoonmakers verdienen meer waardering',
    day: -55,
    image: 'cat-schoonmaak',
    summary: 'Schoonmakers werken vaak vroeg of laat, buiten het zicht. Steeds meer opdrachtgevers kiezen voor dagschoonmaak.',
    body: [
      'Bij dagschoonmaak werken schoonmakers overdag, tussen de medewerkers door. Dat zorgt voor meer contact, minder gebroken diensten en meer waardering voor het werk.',
    ],
  },
  {
    title: 'Een baan in de bouw zonder diploma',
    day: -61,
    image: 'cat-bouw',
    summary: 'Bouwbedrijven leiden zelf op: in een bbl-traject werk en leer je tegelijk, met salaris.',
    body: [
      'In de beroepsbegeleidende leerweg (bbl) werk je vier dagen per week op de bouwplaats en ga je één dag naar school. Je verdient vanaf de eerste dag.',
      ['ul', ['Timmerman', 'Metselaar', 'Grondwerker', 'Installatiemonteur']],
    ],
  },
  {
    title: 'Klantenservice: het visitekaartje van elk bedrijf',
    day: -68,
    image: 'cat-klantenservice',
    summary: 'Klantenservicemedewerkers helpen via telefoon, chat en e-mail. Wat vraagt het werk van je?',
    body: [
      'Een goede klantenservicemedewerker luistert, blijft rustig en zoekt naar een oplossing. Veel bedrijven bieden een uitgebreide training en na de inwerkperiode de mogelijkheid om thuis te werken.',
    ],
  },
  {
    title: 'Productiewerk in ploegen: wat betekent dat?',
    day: -74,
    image: 'cat-productie',
    summary: 'Twee-, drie- of vijfploegendienst? We leggen uit hoe het werkt en wat de toeslagen zijn.',
    body: [
      'In een tweeploegendienst wissel je vroege en late diensten af. In een drie- of vijfploegendienst werk je ook ’s nachts en in het weekend.',
      'Daar staat een ploegentoeslag tegenover, die in veel cao’s tussen de 15 en 30 procent ligt.',
    ],
  },
  {
    title: 'Zo vind je vacatures in de buurt',
    day: -80,
    image: 'city-fietsers',
    summary: 'Met het filter op plaats en afstand zie je precies welke banen je op de fiets kunt bereiken.',
    body: [
      'Kies op de vacaturepagina je woonplaats en stel de afstand in. De resultaten worden gesorteerd op datum; alle vacatures hebben een plaats met coördinaten.',
      ['link', 'Bekijk ook ', 'het overzicht van alle plaatsen', '/jobs/plaatsen', '.'],
    ],
  },
  {
    title: 'Retail: van vakkenvuller tot filiaalmanager',
    day: -88,
    image: 'cat-detailhandel',
    summary: 'In de detailhandel kun je snel doorgroeien. Veel filiaalmanagers begonnen ooit als vakkenvuller.',
    body: [
      'Supermarkten en winkelketens hebben eigen opleidingen voor leidinggevenden. Wie laat zien dat hij verantwoordelijkheid aankan, krijgt snel meer taken.',
    ],
  },
  {
    title: 'Marketing en communicatie: schrijven voor iedereen',
    day: -95,
    image: 'cat-marketing',
    summary: 'Steeds meer organisaties schrijven op B1-niveau. Dat vraagt vakmanschap van communicatiemedewerkers.',
    body: [
      'Taalniveau B1 is begrijpelijk voor de meeste Nederlanders. Overheden, zorginstellingen en energiebedrijven vragen daarom om communicatiemedewerkers die ingewikkelde zaken eenvoudig kunnen uitleggen.',
    ],
  },
  {
    title: 'Werken als zzp’er of in loondienst?',
    day: -102,
    image: 'cat-financien',
    summary: 'Zelfstandig ondernemen geeft vrijheid, loondienst geeft zekerheid. Waar let je op bij de keuze?',
    body: [
      'Als zzp’er regel je zelf je pensioen, je verzekering tegen arbeidsongeschiktheid en je administratie. In loondienst doet je werkgever dat grotendeels voor je.',
      'Bij elke vacature staat het soort dienstverband, zodat je meteen ziet of het om een baan in loondienst of om een opdracht voor zelfstandigen gaat.',
    ],
  },
];
