'use strict';

/** Vacancy categories (vakgebieden). The slug is derived from the name. */
module.exports = [
  {
    name: 'Zorg en welzijn',
    description: 'Werken met en voor mensen: in de ouderenzorg, de gehandicaptenzorg, het ziekenhuis, de kinderopvang of de wijk.',
  },
  { name: 'ICT', description: 'Softwareontwikkeling, systeembeheer, data en informatiebeveiliging: van helpdesk tot architect.' },
  {
    name: 'Logistiek en transport',
    description: 'Chauffeurs, orderpickers, planners en magazijnmedewerkers die zorgen dat alles op tijd op de juiste plek is.',
  },
  {
    name: 'Onderwijs',
    description: 'Lesgeven en begeleiden in het basisonderwijs, voortgezet onderwijs, mbo en hoger onderwijs, ook voor zij-instromers.',
  },
  {
    name: 'Techniek',
    description: 'Monteurs, elektriciens, onderhoudstechnici en engineers in installatietechniek, industrie en energie.',
  },
  { name: 'Horeca', description: 'Koks, bediening, gastheren en -vrouwen in restaurants, hotels, cafés en bij cateraars.' },
  { name: 'Bouw', description: 'Timmerlieden, metselaars, uitvoerders en werkvoorbereiders in woningbouw, utiliteitsbouw en infra.' },
  {
    name: 'Financiën',
    description: 'Administratie, boekhouding, controlling en salarisadministratie bij bedrijven, kantoren en overheden.',
  },
  {
    name: 'Marketing en communicatie',
    description: 'Contentmakers, communicatieadviseurs en online marketeers die organisaties zichtbaar maken.',
  },
  { name: 'Overheid', description: 'Werken voor de samenleving bij gemeenten, provincies, waterschappen en uitvoeringsorganisaties.' },
  { name: 'Detailhandel', description: 'Verkoop, kassa, vakkenvullen en filiaalmanagement in winkels en supermarkten.' },
  { name: 'Schoonmaak', description: 'Schoonmaak en facilitaire dienstverlening in kantoren, scholen, zorginstellingen en hotels.' },
  {
    name: 'Klantenservice',
    description: 'Klanten te woord staan via telefoon, chat en e-mail, en hun vragen snel en vriendelijk oplossen.',
  },
  { name: 'Productie', description: 'Operators en productiemedewerkers in de voedingsmiddelenindustrie, maakindustrie en verpakking.' },
];
