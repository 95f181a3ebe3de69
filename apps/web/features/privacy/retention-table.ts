import type { RetentionSettings } from '@vacaturesite/shared/retention';

/**
 * The /privacy page's table "Wat we bewaren en hoe lang" (decision 050), written from the settings the
 * CMS reports (`GET /api/privacy/retention`): the page says what the daily round does, with the operator's
 * and the editors' values, never a copy of them.
 */
export type RetentionRow = { what: string; howLong: string };

const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`);
const months = (n: number) => (n === 1 ? '1 maand' : `${n} maanden`);

export function retentionRows(settings: RetentionSettings): RetentionRow[] {
  const unconfirmed = days(settings.unconfirmedDays);
  return [
    {
      what: 'Je account: naam, e-mailadres, hoe je inlogt',
      howLong: `Tot je het verwijdert op je accountpagina. Ben je ${months(settings.accountInactiveMonths)} niet ingelogd, dan krijg je een e-mail; log je daarna niet binnen ${days(settings.accountInactiveGraceDays)} in, dan verwijderen we je account met alles wat erbij hoort.`,
    },
    {
      what: 'Een account dat je nooit hebt bevestigd',
      howLong: `${unconfirmed} na het aanmaken.`,
    },
    {
      what: 'Je cv bij een sollicitatie',
      howLong: `${days(settings.cvAfterProcedureDays)} nadat de vacature is gesloten of verlopen. Gaf je toestemming om je cv te bewaren voor andere vacatures, dan tot ${days(settings.cvWithConsentDays)} na het solliciteren; die toestemming trek je in bij Mijn vacatures, de sollicitatie blijft dan staan.`,
    },
    {
      what: 'Je sollicitatie zelf (motivatie en status, zonder cv)',
      howLong: 'Tot je de sollicitatie intrekt of je account verwijdert.',
    },
    {
      what: 'Sollicitaties die je zelf invult voor het UWV (werkgever, functie, datum, resultaat)',
      howLong: 'Tot je ze verwijdert of je account verwijdert.',
    },
    {
      what: 'Een vacature-alert zonder account',
      howLong: `Niet bevestigd: ${unconfirmed}. Bevestigd: tot je je afmeldt; klik je ${days(settings.guestAlertReconfirmAfterDays)} nergens op, dan vragen we of je hem wilt houden en zonder antwoord verwijderen we hem na ${days(settings.guestAlertReconfirmGraceDays)}.`,
    },
    {
      what: 'Je aanmelding voor de nieuwsbrief',
      howLong: `Niet bevestigd: ${unconfirmed}. Bevestigd: tot je je afmeldt.`,
    },
    {
      what: 'Bezoekstatistieken per bezoek (pagina’s met een willekeurige sessiecode)',
      howLong: `${days(settings.analyticsRawDays)}; daarna alleen totalen per dag, zonder sessiecode. Zoekwoorden en je locatie bewaren we nooit bij het adres van een pagina. Van een vacature onthouden we alleen hoe je erop kwam (zoeken op de site, vacature-alert, zoekmachine, andere website of direct), nooit het adres waar je vandaan kwam.`,
    },
    {
      what: 'E-mails die we je sturen (adres en inhoud)',
      howLong: `${days(settings.sentMailsKeptDays)} na verzending.`,
    },
  ];
}
