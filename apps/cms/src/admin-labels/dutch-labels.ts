/**
 * What the Content Manager shows editors: a Dutch label and description for every field of every
 * content type and component, the list view's columns, and its default order. Applied at start-up by
 * src/bootstrap/admin-labels.ts; dutch-labels.test.ts fails when a schema field has no entry here.
 *
 * An enumeration's description says what each value means ("PART_TIME = deeltijd"): the list view shows
 * the raw values, and renaming them would break the API and the site. The select in the edit view shows
 * the Dutch names of src/admin/enum-labels.ts.
 */

export type FieldText = { label: string; description: string };

export type TypeTexts = {
  fields: Record<string, FieldText>;
  /** The list view's columns, in order. */
  list?: string[];
  /** The list view's default order. */
  sort?: { by: string; order: 'ASC' | 'DESC' };
};

/** Fields Strapi adds to every type (present in the Content Manager's configuration, not in schema.json). */
export const BUILT_IN_FIELDS: Record<string, FieldText> = {
  id: { label: 'ID', description: '' },
  documentId: { label: 'Document-ID', description: '' },
  createdAt: { label: 'Aangemaakt op', description: '' },
  updatedAt: { label: 'Laatst gewijzigd', description: '' },
  publishedAt: { label: 'Gepubliceerd op', description: '' },
  createdBy: { label: 'Aangemaakt door', description: '' },
  updatedBy: { label: 'Gewijzigd door', description: '' },
};

const slug = (from: string, example: string): FieldText => ({
  label: 'Slug',
  description: `Leesbaar deel van het webadres, gemaakt uit ${from}: kleine letters en streepjes (${example}).`,
});

const workplace = (empty: string): FieldText => ({
  label: 'Werkplek',
  description: `locatie = op de werkplek, hybride = deels thuis, thuiswerk = volledig thuis. Leeg = ${empty}.`,
});

const queueState = (pending: string): FieldText => ({
  label: 'Status',
  description: `pending = ${pending}, claimed = wordt nu verwerkt, sent = verstuurd, failed = mislukt (zie „Foutmelding”).`,
});

export const DUTCH_ADMIN_TEXTS: Record<string, TypeTexts> = {
  'api::vacancy.vacancy': {
    list: ['title', 'employer', 'place', 'reviewStatus', 'closed', 'datePosted'],
    sort: { by: 'datePosted', order: 'DESC' },
    fields: {
      title: { label: 'Titel', description: 'Functietitel zoals de site hem toont, bijv. „Verpleegkundige in Zwolle”.' },
      slug: slug('de titel', 'verpleegkundige-in-zwolle'),
      summary: { label: 'Samenvatting', description: 'Eén of twee zinnen voor lijsten, kaarten en zoekmachines.' },
      description: {
        label: 'Beschrijving',
        description: 'De volledige tekst, bijv. met de kopjes „Wat ga je doen?”, „Wat vragen wij?” en „Wat bieden wij?”.',
      },
      category: { label: 'Vakgebied', description: 'Het vakgebied waarin de vacature staat.' },
      place: { label: 'Plaats', description: 'Waar het werk is; bepaalt de afstand bij zoeken en de plek op de kaart.' },
      employer: {
        label: 'Werkgever',
        description: 'De werkgever (partner). Leeg bij vacatures van bezoekers: dan toont de site „Naam werkgever”.',
      },
      hoursPerWeek: { label: 'Uren per week', description: 'Aantal uren per week (1–60).' },
      employmentType: {
        label: 'Soort dienstverband',
        description:
          'FULL_TIME = voltijd, PART_TIME = deeltijd, TEMPORARY = tijdelijk, CONTRACTOR = zzp/freelance, INTERN = stage, VOLUNTEER = vrijwilligerswerk.',
      },
      educationLevel: {
        label: 'Opleidingsniveau',
        description: 'Minimaal gevraagd niveau: geen = geen opleiding vereist, of vmbo, mbo, havo, vwo, hbo, wo.',
      },
      workplace: workplace('niet vermeld'),
      salaryMin: { label: 'Salaris vanaf', description: 'Bruto ondergrens in euro per salarisperiode. Leeg = geen salaris vermeld.' },
      salaryMax: { label: 'Salaris tot', description: 'Bruto bovengrens in euro per salarisperiode.' },
      salaryPeriod: {
        label: 'Salarisperiode',
        description: 'Waar de bedragen voor gelden: HOUR = per uur, MONTH = per maand (bij een volledige werkweek), YEAR = per jaar.',
      },
      datePosted: {
        label: 'Plaatsingsdatum',
        description:
          'Lijsten staan op deze datum, nieuwste eerst. Het eerste publiceren van een vacature van een bezoeker zet hier die dag.',
      },
      validThrough: {
        label: 'Sluitingsdatum',
        description: 'Laatste dag dat de vacature openstaat. Leeg = open tot de vacature vervuld is.',
      },
      howToApply: { label: 'Zo solliciteer je', description: 'Hoe je solliciteert, in gewone tekst.' },
      applyUrl: {
        label: 'Sollicitatielink',
        description: 'Waar de knop „Solliciteer” heen gaat: de sollicitatiepagina van de werkgever (https://…) of een mailto:-adres.',
      },
      images: { label: 'Afbeeldingen', description: "Foto's bij de vacature (niet verplicht)." },
      employerName: {
        label: 'Naam werkgever',
        description: 'De werkgever zoals de plaatser die intypte; de site toont deze als er geen werkgever (partner) gekoppeld is.',
      },
      applyOnSite: {
        label: 'Solliciteren via de site',
        description: 'Aan: bezoekers solliciteren hier met motivatie en cv. Staat aan bij vacatures van bezoekers.',
      },
      closed: {
        label: 'Gesloten',
        description: 'Gesloten door de plaatser: uit alle lijsten en geen sollicitaties meer; de pagina blijft bereikbaar.',
      },
      closedAt: {
        label: 'Gesloten op',
        description: "Wanneer de vacature gesloten werd (leeg na heropenen); vanaf dan telt de bewaartermijn van de cv's.",
      },
      applicationMails: {
        label: 'Mail over sollicitaties',
        description:
          'Hoe de plaatser van sollicitaties hoort: each = een mail per sollicitatie, daily = één overzicht per dag om 8.00 uur.',
      },
      postedBy: {
        label: 'Geplaatst door',
        description: 'De bezoeker die de vacature via de site plaatste; leeg bij vacatures van de redactie.',
      },
      reviewStatus: {
        label: 'Beoordeling',
        description:
          'Voor vacatures van bezoekers: awaiting_review = wacht op beoordeling, approved = goedgekeurd (publiceren zet dit), rejected = afgewezen (schrijf in „Notitie voor de plaatser” waarom).',
      },
      reviewNote: {
        label: 'Notitie voor de plaatser',
        description: 'Toelichting van de redactie; de plaatser ziet deze bij zijn vacature op de site.',
      },
    },
  },

  'api::application.application': {
    list: ['vacancy', 'applicant', 'status', 'statusChangedAt', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      vacancy: { label: 'Vacature', description: 'De vacature waarop gesolliciteerd is.' },
      applicant: { label: 'Sollicitant', description: 'Het account van de sollicitant.' },
      motivation: { label: 'Motivatie', description: 'Waarom de sollicitant solliciteert (via de site minstens 20 tekens).' },
      cvFileName: {
        label: 'Bestandsnaam cv',
        description: 'Naam waaronder het cv gedownload wordt. Het cv zelf staat buiten de mediabibliotheek en heeft geen openbare link.',
      },
      cvMime: { label: 'Bestandstype cv', description: 'PDF of Word (DOCX), bepaald uit de inhoud van het bestand.' },
      cvSize: { label: 'Grootte cv (bytes)', description: 'Grootte van het cv in bytes (hoogstens 5 MB).' },
      cvKey: {
        label: 'Interne naam cv',
        description: 'Naam van het cv-bestand op de server; leeg zodra het verwijderd is. Niet wijzigen.',
      },
      status: {
        label: 'Status',
        description:
          'Het antwoord van de plaatser: ontvangen = nog niet bekeken, bekeken = bekeken, uitgenodigd = uitgenodigd voor een gesprek, afgewezen = afgewezen, vacature gesloten = de vacature sloot of verliep terwijl de sollicitatie nog wachtte (daarna wijzigt niemand hem meer). Bij elke status behalve bekeken krijgt de sollicitant een mail; bij vacature gesloten is dat de ene mail dat de vacature vervuld of gesloten is.',
      },
      statusChangedAt: {
        label: 'Status gewijzigd op',
        description: 'Wanneer de status het laatst veranderde; de sollicitant ziet „sinds …”.',
      },
      statusMessage: {
        label: 'Bericht bij de status',
        description: 'Bericht van de plaatser bij de laatste status (niet verplicht); de sollicitant ziet het ook in de mail.',
      },
      cvConsent: {
        label: 'Cv langer bewaren',
        description: 'De sollicitant gaf toestemming het cv tot een jaar te bewaren voor andere vacatures.',
      },
      cvConsentWithdrawnAt: {
        label: 'Toestemming ingetrokken op',
        description:
          'Wanneer de sollicitant de toestemming om het cv een jaar te bewaren introk; het cv volgt dan de termijn na de procedure.',
      },
      cvDeletedAt: {
        label: 'Cv verwijderd op',
        description: 'Wanneer het cv na de bewaartermijn verwijderd is; de sollicitatie blijft bestaan.',
      },
      closedNoticeClaimedAt: {
        label: 'Sluitingsmail klaargezet op',
        description: 'Intern: de mail „vacature gesloten” is klaargezet, zodat hij nooit twee keer verstuurd wordt.',
      },
      closedNoticeSentAt: {
        label: 'Sluitingsmail verstuurd op',
        description: 'Wanneer de sollicitant de mail kreeg dat de vacature gesloten of verlopen is.',
      },
    },
  },

  'api::application-activity.application-activity': {
    list: ['date', 'employer', 'jobTitle', 'method', 'user'],
    sort: { by: 'date', order: 'DESC' },
    fields: {
      user: { label: 'Bezoeker', description: 'Het account dat deze sollicitatie zelf invulde; alleen dat account ziet haar.' },
      date: { label: 'Datum', description: 'De dag waarop de bezoeker solliciteerde.' },
      employer: { label: 'Werkgever', description: 'Bij wie de bezoeker solliciteerde.' },
      jobTitle: { label: 'Functie', description: 'De functie waarop de bezoeker solliciteerde.' },
      method: {
        label: 'Manier',
        description: 'Hoe: site = via de site, email = per e-mail, telefonisch = telefonisch, open = open sollicitatie, anders = anders.',
      },
      result: { label: 'Resultaat', description: 'Wat de sollicitatie opleverde, in de woorden van de bezoeker (niet verplicht).' },
    },
  },

  'api::saved-vacancy.saved-vacancy': {
    list: ['vacancy', 'user', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      vacancy: { label: 'Vacature', description: 'De bewaarde vacature.' },
      user: { label: 'Bezoeker', description: 'Het account dat de vacature bewaarde.' },
    },
  },

  'api::vacancy-category.vacancy-category': {
    list: ['name', 'slug', 'description'],
    fields: {
      name: { label: 'Naam', description: 'Naam van het vakgebied, bijv. „Zorg en welzijn”.' },
      slug: slug('de naam', 'zorg-en-welzijn'),
      description: { label: 'Omschrijving', description: 'Korte uitleg van het vakgebied, op de pagina ervan.' },
      vacancies: { label: 'Vacatures', description: 'De vacatures in dit vakgebied. Kies het vakgebied bij de vacature zelf.' },
    },
  },

  'api::place.place': {
    list: ['name', 'province', 'latitude', 'longitude'],
    fields: {
      name: { label: 'Naam', description: 'Officiële naam, bijv. „’s-Hertogenbosch”.' },
      slug: slug('de naam', 's-hertogenbosch'),
      province: { label: 'Provincie', description: 'De provincie waarin de plaats ligt.' },
      latitude: { label: 'Breedtegraad', description: 'Breedtegraad (WGS84) van het centrum, bijv. 52.3676 voor Amsterdam.' },
      longitude: { label: 'Lengtegraad', description: 'Lengtegraad (WGS84) van het centrum, bijv. 4.9041 voor Amsterdam.' },
      vacancies: { label: 'Vacatures', description: 'De vacatures in deze plaats. Kies de plaats bij de vacature zelf.' },
    },
  },

  'api::partner.partner': {
    list: ['name', 'place', 'website'],
    fields: {
      name: { label: 'Naam', description: 'Naam van de organisatie.' },
      slug: slug('de naam', 'zorggroep-de-linde'),
      logo: { label: 'Logo', description: 'Getoond bij de vacatures en op /partners.' },
      website: { label: 'Website', description: 'Website van de organisatie (https://…).' },
      description: { label: 'Omschrijving', description: 'Wie ze zijn, in een paar zinnen.' },
      place: { label: 'Vestigingsplaats', description: 'Waar de organisatie gevestigd is (hoofdkantoor); staat op het werkgeversprofiel.' },
      vacancies: { label: 'Vacatures', description: 'De vacatures van deze werkgever. Kies de werkgever bij de vacature zelf.' },
      products: { label: 'Producten', description: 'Producten die deze partner levert. Kies de partner bij het product zelf.' },
      members: { label: 'Leden', description: 'De accounts die namens deze werkgever vacatures en sollicitaties beheren (besluit 056).' },
      verification: {
        label: 'Verificatie',
        description:
          'Leeg bij een partner die de redactie maakte. claimed = aangevraagd door een bezoeker, verified = geverifieerd (vacatures meteen online), refused = geweigerd. Beoordeel aanvragen op de pagina „Te beoordelen”.',
      },
      verificationNote: {
        label: 'Reden van weigering',
        description: 'Waarom de aanvraag is geweigerd; de eigenaar kreeg deze reden per e-mail.',
      },
    },
  },

  'api::organisation-member.organisation-member': {
    list: ['organisation', 'user', 'role'],
    fields: {
      organisation: { label: 'Organisatie', description: 'De werkgever waarvoor dit account optreedt.' },
      user: { label: 'Account', description: 'Het account van het lid.' },
      role: {
        label: 'Rol',
        description: 'owner = eigenaar (nodigt uit, verwijdert leden, draagt over; precies één per organisatie), member = lid.',
      },
    },
  },

  'api::organisation-member.organisation-invite': {
    list: ['organisation', 'email', 'expiresAt'],
    sort: { by: 'expiresAt', order: 'DESC' },
    fields: {
      organisation: { label: 'Organisatie', description: 'De werkgever die uitnodigt.' },
      email: { label: 'E-mailadres', description: 'Het uitgenodigde adres; alleen een account met dit adres kan de uitnodiging aannemen.' },
      tokenHash: { label: 'Hash van de link', description: 'Alleen de hash van de gemailde link wordt bewaard, nooit de link zelf.' },
      expiresAt: { label: 'Geldig tot', description: 'Daarna werkt de link niet meer.' },
    },
  },

  'api::product.product': {
    list: ['name', 'price', 'partner'],
    fields: {
      name: { label: 'Naam', description: 'Naam van het product.' },
      slug: slug('de naam', 'vacature-plus'),
      summary: { label: 'Samenvatting', description: 'Korte aanprijzing voor de lijst op /producten.' },
      description: { label: 'Beschrijving', description: 'De volledige beschrijving.' },
      price: { label: 'Prijs', description: 'Prijs in euro; 0 = gratis, leeg = prijs op aanvraag.' },
      image: { label: 'Afbeelding', description: 'Afbeelding van het product.' },
      partner: { label: 'Partner', description: 'De partner die het product levert, als die er is.' },
    },
  },

  'api::event.event': {
    list: ['title', 'start', 'place', 'capacity', 'price'],
    sort: { by: 'start', order: 'DESC' },
    fields: {
      title: { label: 'Titel', description: 'Naam van het evenement.' },
      slug: slug('de titel', 'sollicitatiecafe-groningen'),
      summary: { label: 'Samenvatting', description: 'Korte beschrijving voor de agenda.' },
      description: { label: 'Beschrijving', description: 'De volledige beschrijving.' },
      start: { label: 'Begin', description: 'De agenda toont komende evenementen; voorbije staan op /agenda/geweest.' },
      end: { label: 'Einde', description: 'Mag op een latere dag vallen, bij een evenement van meer dagen.' },
      location: { label: 'Locatie', description: 'Naam van de locatie, of „Online”.' },
      address: { label: 'Adres', description: 'Straat en huisnummer van de locatie.' },
      place: { label: 'Plaats', description: 'Plaats van de locatie; leeg bij een online evenement.' },
      capacity: {
        label: 'Aantal plaatsen',
        description: 'Leeg = geen limiet, 0 = alleen een wachtlijst. Wie zich inschrijft als alles vol is, komt op de wachtlijst.',
      },
      price: {
        label: 'Prijs',
        description: 'Entreeprijs in euro; 0 = gratis. Boven 0 geeft de bezoeker bij het inschrijven een SEPA-machtiging.',
      },
      images: { label: 'Afbeeldingen', description: "Foto's; de eerste is de hoofdafbeelding." },
    },
  },

  'api::registration.registration': {
    list: ['eventTitle', 'user', 'state', 'eventStart', 'registeredAt'],
    sort: { by: 'registeredAt', order: 'DESC' },
    fields: {
      eventTitle: { label: 'Evenement', description: 'Titel van het evenement bij het inschrijven.' },
      state: {
        label: 'Status',
        description: 'confirmed = heeft een plaats, waitlisted = staat op de wachtlijst, cancelled = afgemeld.',
      },
      user: { label: 'Bezoeker', description: 'Het account dat zich inschreef.' },
      eventDocumentId: { label: 'Document-ID evenement', description: 'Verwijst naar het evenement. Niet wijzigen.' },
      eventStart: { label: 'Begin evenement', description: 'Begin van het evenement bij het inschrijven.' },
      registeredAt: {
        label: 'Ingeschreven op',
        description: 'Wanneer de bezoeker zich (het laatst) inschreef; de wachtlijst volgt deze volgorde.',
      },
      promotedAt: { label: 'Van de wachtlijst op', description: 'Wanneer de bezoeker van de wachtlijst een plaats kreeg.' },
      cancelledAt: { label: 'Afgemeld op', description: 'Wanneer de bezoeker zich afmeldde.' },
      amount: { label: 'Bedrag', description: 'Prijs van het evenement bij het inschrijven, in euro; 0 = gratis.' },
      accountHolder: { label: 'Rekeninghouder', description: 'Betaalde evenementen: naam van de rekeninghouder in de SEPA-machtiging.' },
      iban: {
        label: 'IBAN',
        description: 'Betaalde evenementen: het rekeningnummer, in hoofdletters zonder spaties. Alleen de redactie ziet het volledig.',
      },
      mandateReference: { label: 'Machtigingskenmerk', description: 'Betaalde evenementen: kenmerk van de machtiging (VS en 16 tekens).' },
      mandateSignedAt: { label: 'Machtiging gegeven op', description: 'Betaalde evenementen: wanneer de bezoeker de machtiging gaf.' },
    },
  },

  'api::news-item.news-item': {
    list: ['title', 'date', 'summary'],
    sort: { by: 'date', order: 'DESC' },
    fields: {
      title: { label: 'Titel', description: 'Kop van het bericht.' },
      slug: slug('de titel', 'nieuwe-vacatures-in-de-zorg'),
      summary: { label: 'Samenvatting', description: 'Inleiding voor lijsten en zoekmachines.' },
      body: { label: 'Tekst', description: 'De tekst van het bericht.' },
      date: { label: 'Datum', description: 'De getoonde publicatiedatum; lijsten staan op deze datum, nieuwste eerst.' },
      image: { label: 'Afbeelding', description: 'De hoofdafbeelding.' },
      gallery: { label: 'Fotogalerij', description: "Extra foto's, getoond als galerij." },
    },
  },

  'api::page.page': {
    list: ['title', 'slug', 'updatedAt'],
    fields: {
      title: { label: 'Titel', description: 'Titel van de pagina, de kop bovenaan.' },
      slug: {
        label: 'Slug',
        description:
          'Het pad van de pagina: slug over-ons staat op /over-ons. Niet gelijk aan een eigen pad van de site (jobs, nieuws, agenda, partners, producten, inschrijvingen, l, c, api, uploads).',
      },
      intro: { label: 'Inleiding', description: 'Inleiding onder de titel.' },
      blocks: {
        label: 'Inhoud',
        description: 'De blokken van de pagina, in volgorde: tekst, fotogalerij, call to action, vacaturelijst, evenementenlijst.',
      },
      seo: { label: 'SEO', description: 'Titel, beschrijving en deelafbeelding voor zoekmachines en sociale media.' },
      colorMode: { label: 'Kleurmodus', description: 'light = altijd licht, dark = altijd donker. Leeg = de keuze van de bezoeker.' },
    },
  },

  'api::redirect.redirect': {
    list: ['from', 'to', 'statusCode'],
    fields: {
      from: { label: 'Van', description: 'Het pad dat doorverwijst, zonder ? of #, bijv. /vacatures.' },
      to: { label: 'Naar', description: 'Het doel: een pad op de site (/…) of een volledig webadres (https://…).' },
      statusCode: {
        label: 'Statuscode',
        description: '301 of 308 = permanent, 302 of 307 = tijdelijk (307 en 308 behouden de HTTP-methode).',
      },
    },
  },

  'api::global.global': {
    fields: {
      siteName: { label: 'Sitenaam', description: 'Naam in de kop, de paginatitels en de e-mails.' },
      tagline: { label: 'Slogan', description: 'Regel onder de naam.' },
      navigation: { label: 'Hoofdmenu', description: 'De links van het hoofdmenu, in volgorde.' },
      footerLinks: { label: 'Links onderaan', description: 'De links in de footer, in volgorde.' },
      contactEmail: { label: 'Contactadres', description: 'Openbaar e-mailadres voor contact.' },
      cvRetentionDays: {
        label: "Cv's bewaren (dagen)",
        description: "Zoveel dagen nadat de vacature sloot of verliep, worden de cv's verwijderd (1–365, standaard 28).",
      },
      cvConsentRetentionDays: {
        label: "Cv's bewaren met toestemming (dagen)",
        description: 'Met toestemming van de sollicitant: niet eerder dan zoveel dagen na het solliciteren (28–365, standaard 365).',
      },
    },
  },

  'api::job-alert.job-alert': {
    list: ['query', 'categoryName', 'placeName', 'frequency', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      query: { label: 'Zoekwoorden', description: 'De zoektekst van de alert; leeg = alle vacatures.' },
      categoryId: { label: 'Document-ID vakgebied', description: 'Verwijst naar het gekozen vakgebied. Niet wijzigen.' },
      categoryName: { label: 'Vakgebied', description: 'Naam van het gekozen vakgebied bij het aanmaken.' },
      placeId: { label: 'Document-ID plaats', description: 'Verwijst naar de gekozen plaats. Niet wijzigen.' },
      placeName: { label: 'Plaats', description: 'Naam van de gekozen plaats bij het aanmaken.' },
      radius: { label: 'Straal (km)', description: 'Afstand rond de plaats in kilometers (5–50).' },
      hoursMin: { label: 'Uren vanaf', description: 'Minimaal aantal uren per week.' },
      hoursMax: { label: 'Uren tot en met', description: 'Maximaal aantal uren per week.' },
      workplace: workplace('alle'),
      salary: { label: 'Salaris vanaf', description: 'Minimaal brutosalaris per maand, bijv. 3000.' },
      byEmail: { label: 'Per e-mail', description: 'Meldingen per e-mail.' },
      byPush: { label: 'Pushmeldingen', description: 'Meldingen als pushbericht in de browser.' },
      frequency: {
        label: 'Hoe vaak',
        description: 'instant = direct bij elke nieuwe vacature, daily = één overzicht per dag, weekly = één overzicht per week.',
      },
      unsubscribeToken: { label: 'Afmeldcode', description: 'Geheim deel van de afmeldlink. Niet wijzigen.' },
      email: { label: 'E-mailadres', description: 'Bij een alert zonder account: het adres dat de meldingen krijgt.' },
      confirmedAt: { label: 'Bevestigd op', description: 'Wanneer het e-mailadres de alert bevestigde.' },
      confirmTokenHash: { label: 'Bevestigingscode (versleuteld)', description: 'Intern: controleert de bevestigingslink. Niet wijzigen.' },
      confirmExpiresAt: { label: 'Bevestigingslink geldig tot', description: 'Tot wanneer de bevestigingslink werkt.' },
      activeAt: {
        label: 'Bevestigd of verlengd op',
        description: 'Een alert zonder account vraagt een jaar hierna of de ontvanger hem wil houden.',
      },
      reconfirmSentAt: {
        label: 'Verlenging gevraagd op',
        description: 'Wanneer de vraag „wil je deze alert houden?” verstuurd is; zonder antwoord stopt de alert.',
      },
      user: { label: 'Account', description: 'Het account van de alert; leeg bij een alert op e-mailadres.' },
    },
  },

  'api::job-alert.job-alert-delivery': {
    list: ['alertId', 'vacancyDocumentId', 'digestPending', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      pairKey: { label: 'Sleutel', description: 'Alert en vacature samen: elke vacature wordt per alert één keer gemeld.' },
      alertId: { label: 'Alert', description: 'Het ID van de vacature-alert.' },
      vacancyDocumentId: { label: 'Document-ID vacature', description: 'De gemelde vacature.' },
      digestPending: { label: 'Wacht op overzicht', description: 'Aan: gaat mee in het volgende dag- of weekoverzicht.' },
      digestClaim: { label: 'Overzicht', description: 'Intern: het overzicht waarin de melding is meegegaan.' },
    },
  },

  'api::push.push-subscription': {
    list: ['user', 'userAgent', 'lastSuccessAt', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      endpoint: { label: 'Adres van de pushdienst', description: 'Waar de meldingen voor deze browser heen gaan. Niet wijzigen.' },
      endpointHash: { label: 'Adres (versleuteld)', description: 'Intern: herkent een browser die zich opnieuw aanmeldt. Niet wijzigen.' },
      p256dh: { label: 'Sleutel (p256dh)', description: 'Sleutel van de browser om meldingen te versleutelen. Niet wijzigen.' },
      auth: { label: 'Geheim (auth)', description: 'Geheim van de browser om meldingen te versleutelen. Niet wijzigen.' },
      userAgent: { label: 'Browser', description: 'De browser waarin de bezoeker pushmeldingen aanzette.' },
      lastSuccessAt: { label: 'Laatst bezorgd op', description: 'Wanneer de pushdienst de laatste melding aannam.' },
      user: { label: 'Account', description: 'Het account van de bezoeker.' },
    },
  },

  'api::indexing.indexing-notification': {
    list: ['url', 'type', 'state', 'dueAt', 'attempts'],
    sort: { by: 'dueAt', order: 'DESC' },
    fields: {
      url: { label: 'Webadres', description: 'Het openbare adres van de vacature.' },
      type: {
        label: 'Soort melding',
        description: 'URL_UPDATED = nieuw of gewijzigd, URL_DELETED = offline, gesloten of verlopen.',
      },
      vacancyDocumentId: { label: 'Document-ID vacature', description: 'De vacature waarover het gaat.' },
      state: queueState('wacht tot het tijdstip bij „Niet voor”'),
      dueAt: { label: 'Niet voor', description: 'Niet eerder verstuurd dan dit moment; na een fout wacht elke nieuwe poging langer.' },
      attempts: { label: 'Pogingen', description: 'Hoe vaak versturen geprobeerd is.' },
      claimedAt: { label: 'In behandeling sinds', description: 'Een claim ouder dan 2 minuten wordt teruggenomen.' },
      sentAt: { label: 'Verstuurd op', description: 'Wanneer Google de melding aannam.' },
      dedupeKey: { label: 'Sleutel', description: 'Zorgt dat het verlopen van een vacature één keer gemeld wordt.' },
      error: { label: 'Foutmelding', description: 'De laatste weigering of fout.' },
    },
  },

  'api::mail-outbox.outgoing-mail': {
    list: ['recipient', 'subject', 'state', 'dueAt'],
    sort: { by: 'dueAt', order: 'DESC' },
    fields: {
      key: { label: 'Sleutel', description: 'De gebeurtenis waar de mail bij hoort: elke mail gaat één keer de wachtrij in.' },
      recipient: { label: 'Aan', description: 'Het e-mailadres van de ontvanger.' },
      subject: { label: 'Onderwerp', description: 'Het onderwerp van de mail.' },
      html: { label: 'HTML-tekst', description: 'De opgemaakte versie van de mail.' },
      text: { label: 'Platte tekst', description: 'De versie zonder opmaak.' },
      headers: { label: 'Extra kopregels', description: 'Kopregels die met de mail meegaan, bijv. de afmeldlink van een vacature-alert.' },
      state: queueState('wacht tot het tijdstip bij „Niet voor”'),
      dueAt: { label: 'Niet voor', description: 'Niet eerder verstuurd dan dit moment; na een fout wacht elke nieuwe poging langer.' },
      attempts: { label: 'Pogingen', description: 'Hoe vaak versturen geprobeerd is.' },
      claims: { label: 'Claims', description: 'Hoe vaak een CMS-server de mail oppakte.' },
      claimedAt: { label: 'In behandeling sinds', description: 'Een claim ouder dan 5 minuten gaat terug naar de wachtrij.' },
      sentAt: { label: 'Verstuurd op', description: 'Wanneer de mailserver de mail aannam.' },
      error: { label: 'Foutmelding', description: 'De laatste fout.' },
    },
  },

  'api::newsletter.newsletter': {
    list: ['subject', 'sendState', 'recipientCount', 'sentCount', 'finishedAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      subject: { label: 'Onderwerp', description: 'Onderwerp van de mail.' },
      body: { label: 'Tekst', description: 'De tekst boven de gekozen vacatures, evenementen en nieuwsberichten.' },
      vacancies: {
        label: 'Vacatures',
        description: 'Vacatures in de nieuwsbrief. Wie onderwerpen koos, krijgt alleen de vacatures uit zijn vakgebieden.',
      },
      events: { label: 'Evenementen', description: 'Evenementen in de nieuwsbrief.' },
      newsItems: { label: 'Nieuwsberichten', description: 'Nieuwsberichten in de nieuwsbrief.' },
      sendState: {
        label: 'Verzendstatus',
        description:
          'concept = nog niet verstuurd, queued = klaargezet, sending = wordt verstuurd, sent = verstuurd. Versturen doe je met „Nieuwsbrief versturen” rechts.',
      },
      recipientCount: { label: 'Ontvangers', description: 'Aantal bevestigde abonnees bij het versturen.' },
      sentCount: { label: 'Verstuurd', description: 'Aantal verstuurde mails.' },
      failedCount: { label: 'Mislukt', description: 'Aantal mails dat niet verstuurd kon worden.' },
      queuedAt: { label: 'Klaargezet op', description: 'Wanneer op „Nieuwsbrief versturen” gedrukt is.' },
      finishedAt: { label: 'Klaar op', description: 'Wanneer de laatste mail verstuurd is.' },
    },
  },

  'api::newsletter.newsletter-subscriber': {
    list: ['email', 'state', 'confirmedAt', 'unsubscribedAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      email: { label: 'E-mailadres', description: 'Het adres van de abonnee.' },
      state: {
        label: 'Status',
        description: 'pending = nog niet bevestigd (krijgt niets), confirmed = bevestigd, unsubscribed = afgemeld.',
      },
      interests: {
        label: 'Onderwerpen',
        description: 'Waar de abonnee over wil lezen: vakgebieden, evenementen, nieuws. Niets gekozen = alles.',
      },
      pendingInterests: {
        label: 'Nieuwe onderwerpen (onbevestigd)',
        description: 'Onderwerpen die pas gelden als de abonnee de link in de nieuwe mail aanklikt.',
      },
      confirmTokenHash: { label: 'Bevestigingscode (versleuteld)', description: 'Intern: controleert de bevestigingslink. Niet wijzigen.' },
      confirmExpiresAt: { label: 'Bevestigingslink geldig tot', description: 'Tot wanneer de bevestigingslink werkt.' },
      confirmedAt: { label: 'Bevestigd op', description: 'Wanneer de abonnee de aanmelding bevestigde.' },
      unsubscribedAt: { label: 'Afgemeld op', description: 'Wanneer de abonnee zich afmeldde.' },
    },
  },

  'api::newsletter.newsletter-delivery': {
    list: ['email', 'state', 'sentAt', 'error'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      newsletterDocumentId: { label: 'Document-ID nieuwsbrief', description: 'De nieuwsbrief die verstuurd wordt.' },
      subscriberDocumentId: { label: 'Document-ID abonnee', description: 'De abonnee die hem krijgt.' },
      email: { label: 'E-mailadres', description: 'Het adres waarheen de mail gaat.' },
      state: queueState('wacht op verzending'),
      claimedAt: { label: 'In behandeling sinds', description: 'Een claim ouder dan 5 minuten wordt opnieuw verstuurd.' },
      claims: { label: 'Claims', description: 'Hoe vaak een CMS-server deze mail oppakte.' },
      sentAt: { label: 'Verstuurd op', description: 'Wanneer de mailserver de mail aannam.' },
      error: { label: 'Foutmelding', description: 'De laatste fout.' },
    },
  },

  // Only for the analytics benchmark, and hidden in the Content Manager.
  'api::statistics.analytics-baseline-event': {
    fields: {
      eventType: { label: 'Soort gebeurtenis', description: 'Alleen voor de meting van de statistieken.' },
      url: { label: 'Webadres', description: 'Alleen voor de meting van de statistieken.' },
      ts: { label: 'Tijdstip', description: 'Alleen voor de meting van de statistieken.' },
      sessionId: { label: 'Sessie', description: 'Alleen voor de meting van de statistieken.' },
    },
  },

  'page.rich-text': {
    fields: {
      body: { label: 'Tekst', description: 'Opgemaakte tekst.' },
    },
  },

  'page.gallery': {
    fields: {
      title: { label: 'Titel', description: 'Kop boven de galerij (niet verplicht).' },
      images: { label: 'Afbeeldingen', description: "De foto's; ze openen groot in een lightbox." },
    },
  },

  'page.call-to-action': {
    fields: {
      heading: { label: 'Kop', description: 'De kop van het blok.' },
      text: { label: 'Tekst', description: 'Tekst onder de kop.' },
      buttonLabel: { label: 'Tekst op de knop', description: 'Kort en actief, bijv. „Bekijk de vacatures”.' },
      buttonHref: { label: 'Link van de knop', description: 'Een pad op de site (/…) of een volledig webadres (https://…).' },
    },
  },

  'page.vacancy-list': {
    fields: {
      heading: { label: 'Kop', description: 'Kop boven de lijst.' },
      category: { label: 'Vakgebied', description: 'Alleen vacatures uit dit vakgebied; leeg = alle vakgebieden.' },
      limit: { label: 'Aantal', description: 'Hoeveel vacatures, nieuwste eerst (1–24).' },
    },
  },

  'page.event-list': {
    fields: {
      heading: { label: 'Kop', description: 'Kop boven de lijst.' },
      limit: { label: 'Aantal', description: 'Hoeveel komende evenementen (1–24).' },
    },
  },

  'shared.link': {
    fields: {
      label: { label: 'Tekst', description: 'De tekst van de link.' },
      href: { label: 'Link', description: 'Een pad op de site (/…) of een volledig webadres (https://…).' },
    },
  },

  'shared.seo': {
    fields: {
      metaTitle: { label: 'Titel voor zoekmachines', description: 'Hoogstens 70 tekens; leeg = de titel van de pagina.' },
      metaDescription: { label: 'Beschrijving voor zoekmachines', description: 'Hoogstens 160 tekens; leeg = de inleiding.' },
      shareImage: { label: 'Deelafbeelding', description: 'Afbeelding bij het delen op sociale media.' },
    },
  },

  'api::ats.api-key': {
    list: ['name', 'prefix', 'organisation', 'lastUsedAt', 'revokedAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    fields: {
      organisation: { label: 'Organisatie', description: 'De werkgever namens wie een ATS met deze sleutel vacatures plaatst.' },
      name: { label: 'Naam', description: 'De naam die de eigenaar de sleutel gaf, bijvoorbeeld de naam van het ATS.' },
      prefix: {
        label: 'Begin van de sleutel',
        description: 'Het zichtbare begin van de sleutel, om haar te herkennen; de sleutel zelf wordt nooit bewaard.',
      },
      secretHash: { label: 'Hash van de sleutel', description: 'Alleen de SHA-256-hash van de sleutel wordt bewaard.' },
      madeBy: { label: 'Gemaakt door', description: 'Het account van de eigenaar dat de sleutel maakte.' },
      lastUsedAt: { label: 'Laatst gebruikt', description: 'Wanneer een ATS de sleutel het laatst gebruikte.' },
      revokedAt: { label: 'Ingetrokken op', description: 'Vanaf dit moment weigert de API de sleutel; leeg = geldig.' },
    },
  },

  'api::ats.vacancy-reference': {
    list: ['reference', 'organisationId', 'vacancyDocumentId'],
    fields: {
      organisationId: {
        label: 'Organisatie (id)',
        description: 'De werkgever van wie de referentie is; per werkgever is een referentie uniek.',
      },
      reference: { label: 'Referentie', description: 'Het eigen kenmerk van de vacature in het ATS.' },
      vacancyDocumentId: { label: 'Vacature (id)', description: 'De vacature die bij deze referentie hoort.' },
    },
  },

  'api::ats.webhook': {
    list: ['organisationId', 'url'],
    fields: {
      organisationId: { label: 'Organisatie (id)', description: 'De werkgever die deze webhook instelde.' },
      url: { label: 'Adres', description: 'Het https-adres van het ATS dat elke nieuwe sollicitatie ontvangt.' },
      secret: { label: 'Ondertekeningsgeheim', description: 'Waarmee elk bericht wordt ondertekend; de eigenaar zag het eenmaal.' },
    },
  },

  'api::ats.webhook-delivery': {
    list: ['event', 'state', 'dueAt', 'attempts', 'deliveredAt'],
    sort: { by: 'dueAt', order: 'DESC' },
    fields: {
      key: { label: 'Sleutel', description: 'Maakt een bericht uniek: dezelfde sollicitatie wordt nooit twee keer in de wachtrij gezet.' },
      deliveryId: { label: 'Bericht-id', description: 'Dezelfde id bij elke poging, zodat het ATS een herhaling herkent.' },
      organisationId: { label: 'Organisatie (id)', description: 'De werkgever naar wiens webhook het bericht gaat.' },
      event: { label: 'Gebeurtenis', description: 'Wat er gebeurde, bijvoorbeeld application.created.' },
      payload: { label: 'Inhoud', description: 'De JSON die verstuurd wordt (zonder cv of motivatie).' },
      applicant: { label: 'Sollicitant', description: 'Het account van wie de sollicitatie is; het bericht verdwijnt met dat account.' },
      state: {
        label: 'Status',
        description: 'pending = wacht, claimed = wordt verstuurd, delivered = afgeleverd, failed = opgegeven na de laatste poging.',
      },
      dueAt: { label: 'Volgende poging', description: 'Wanneer het bericht (opnieuw) verstuurd wordt.' },
      attempts: { label: 'Pogingen', description: 'Hoe vaak het versturen is geprobeerd.' },
      claims: { label: 'Keren opgepakt', description: 'Hoe vaak een CMS-server het bericht oppakte.' },
      claimedAt: { label: 'Opgepakt op', description: 'Wanneer een CMS-server het bericht oppakte om te versturen.' },
      deliveredAt: { label: 'Afgeleverd op', description: 'Wanneer het ATS het bericht met 2xx beantwoordde.' },
      lastStatus: { label: 'Laatste antwoord', description: 'De HTTP-status van het laatste antwoord van het ATS.' },
      error: { label: 'Fout', description: 'Waarom de laatste poging mislukte.' },
    },
  },
};
