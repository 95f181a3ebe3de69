'use strict';

/**
 * Fictional employers / partners. Websites use the reserved-looking `.example.nl` style so they can
 * never point at a real organisation. `categories` (slugs) decides which demo vacancies they post;
 * `places` are its locations (the first is the head office). A `national` partner has locations all
 * over the country: its demo vacancies may be in any place; the others only post vacancies in their
 * own places. `contact` is the fictional recruiter named in the application instructions.
 */
module.exports = [
  {
    name: 'Zorggroep De Linde',
    website: 'https://www.zorggroepdelinde.example.nl',
    places: ['Zwolle'],
    national: true,
    categories: ['zorg-en-welzijn'],
    contact: 'Sanne de Vries, recruiter',
    description:
      'Zorggroep De Linde biedt zorg en welzijn op ruim zestig locaties in heel Nederland: woonzorgcentra, wijkteams, woongroepen voor mensen met een beperking en kinderdagverblijven. Met 4.800 collega’s en 1.500 vrijwilligers helpen we mensen om hun eigen leven te leiden.',
  },
  {
    name: 'Van Dijk Logistiek',
    website: 'https://www.vandijklogistiek.example.nl',
    places: ['Tilburg'],
    national: true,
    categories: ['logistiek-en-transport'],
    contact: 'Mark Hendriks, planner en werving',
    description:
      'Familiebedrijf sinds 1962 met het hoofdkantoor in Tilburg en vestigingen en distributiecentra door het hele land. Met 400 vrachtwagens rijden we dagelijks voor supermarkten, bouwmarkten en webwinkels door de Benelux.',
  },
  {
    name: 'Bytewerk ICT',
    website: 'https://www.bytewerk.example.nl',
    places: ['Utrecht'],
    national: true,
    categories: ['ict', 'marketing-en-communicatie', 'klantenservice'],
    contact: 'Fatima El Amrani, talent acquisition',
    description:
      'Bytewerk bouwt en beheert toegankelijke websites, apps en cloudplatforms voor gemeenten, scholen en zorgorganisaties. Onze 300 collega’s werken vanuit kantoren in het hele land en vaak op locatie bij klanten.',
  },
  {
    name: 'Scholengroep Het Baken',
    website: 'https://www.hetbaken-scholen.example.nl',
    places: ['Nijmegen', 'Arnhem'],
    categories: ['onderwijs'],
    contact: 'Joost van der Meer, HR-adviseur',
    description:
      'Scholengroep Het Baken bestaat uit twaalf basisscholen en twee scholen voor voortgezet onderwijs in en rond Nijmegen en Arnhem. Kansengelijkheid en goed lezen staan bij ons centraal.',
  },
  {
    name: 'Bouwbedrijf Hendriks & Zonen',
    website: 'https://www.hendriks-bouw.example.nl',
    places: ['Eindhoven', 'Tilburg', "'s-Hertogenbosch", 'Maastricht', 'Venlo', 'Heerlen'],
    categories: ['bouw', 'techniek'],
    contact: 'Ilse Hendriks, personeelszaken',
    description:
      'Bouwbedrijf in de derde generatie, gespecialiseerd in duurzame woningbouw en de renovatie van huurwoningen in Brabant en Limburg. Vakmanschap en veiligheid gaan bij ons voor snelheid.',
  },
  {
    name: 'Uitvoeringsorganisatie Polderland',
    website: 'https://www.werkenbijpolderland.example.nl',
    places: ['Lelystad', 'Almere'],
    categories: ['overheid', 'financien', 'ict'],
    contact: 'Ahmed Yilmaz, recruiter',
    description:
      'Polderland voert voor vijf samenwerkende gemeenten taken uit op het gebied van werk en inkomen, belastingen en vergunningen. Zo kunnen inwoners en ondernemers met één loket terecht.',
  },
  {
    name: 'Hotelgroep De Gouden Leeuw',
    website: 'https://www.degoudenleeuw.example.nl',
    places: ['Maastricht'],
    national: true,
    categories: ['horeca', 'schoonmaak'],
    contact: 'Luc Willems, bedrijfsleider',
    description:
      'Familiebedrijf uit Maastricht met veertien viersterrenhotels en brasserieën in Nederlandse binnensteden. Onze keukens werken met producten uit de streek; onze 900 medewerkers maken van elk verblijf een feestje.',
  },
  {
    name: 'Installatiebedrijf Visser',
    website: 'https://www.visserinstallatie.example.nl',
    places: ['Groningen', 'Leeuwarden', 'Assen', 'Emmen', 'Sneek'],
    categories: ['techniek', 'bouw'],
    contact: 'Gerrit Visser, directeur',
    description:
      'Van cv-ketel tot warmtepomp en van groepenkast tot laadpaal: de 60 monteurs van Visser maken woningen en bedrijfspanden in Noord-Nederland klaar voor de toekomst.',
  },
  {
    name: 'Mulder & De Boer Accountants',
    website: 'https://www.mulderdeboer.example.nl',
    places: ['Den Haag', 'Delft', 'Leiden'],
    categories: ['financien', 'klantenservice', 'marketing-en-communicatie'],
    contact: 'Eva Mulder, office manager',
    description:
      'Accountants- en adviesbureau voor ondernemers in de regio Haaglanden. Met 35 collega’s verzorgen we jaarrekeningen, belastingaangiften en salarisadministraties voor ruim 1.200 klanten.',
  },
  {
    name: 'Versmarkt Jansen',
    website: 'https://www.versmarktjansen.example.nl',
    places: ['Leeuwarden', 'Sneek', 'Groningen'],
    categories: ['detailhandel', 'productie', 'logistiek-en-transport'],
    contact: 'Wietske Jansen, HR',
    description:
      'Regionale supermarktketen met negen winkels in Friesland en Groningen en een eigen bakkerij. Bij ons vind je brood van vannacht, groente van dichtbij en collega’s die elkaar kennen.',
  },
];
