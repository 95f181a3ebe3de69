import { open } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import JSZip from 'jszip';
import { todayInNetherlands } from '@vacaturesite/shared';
import { registeredPersonalData, type ExportFiles, type PersonalDataOwner, type PersonalDataType } from '../../../lib/personal-data';
import { siteUrl } from '../../../lib/mail';
import { collectPersonalData } from './account-data';

/** The ZIP's short Dutch guide to what is in it (decision 049). */
export const EXPORT_README = `Mijn gegevens
=============

Dit bestand is de download "Mijn gegevens downloaden" van je account. Het bevat alles wat de site
over jou bewaart, op het moment van downloaden.

gegevens.json
  Al je gegevens in één bestand dat een computer kan lezen (JSON, UTF-8). Per onderdeel:
  - profile: je naam, e-mailadres, wanneer je account is gemaakt en hoe je inlogt
    (signInMethods: "local" is e-mailadres en wachtwoord, anders de inlogdienst).
  - registrations: je inschrijvingen voor evenementen, met de SEPA-machtiging (volledige IBAN)
    en de datum waarop je die gaf.
  - applications: je sollicitaties met je motivatie, de status en wanneer die veranderde, en of je
    toestemming gaf om je cv een jaar te bewaren (met de datum).
  - applicationActivities: de sollicitaties die je zelf invulde voor het UWV (datum, werkgever,
    functie, hoe je solliciteerde en het resultaat).
  - savedVacancies: de vacatures die je bewaarde.
  - postedVacancies: de vacatures die je plaatste, met het aantal sollicitaties per vacature.
  - jobAlerts en guestJobAlerts: je vacature-alerts (met of zonder account), met of ze bevestigd zijn.
  - pushSubscriptions: de browsers waarin je pushmeldingen aanzette (zonder de sleutels).
  - newsletter: je aanmelding voor de nieuwsbrief, met de datum van bevestiging (je toestemming).
  - mails: de e-mails die de site je stuurde of nog gaat sturen (alleen onderwerp en datum).

cv/
  De cv's die je meestuurde met je sollicitaties, zoals je ze uploadde. Een cv dat al verwijderd is
  (zie de bewaartermijn op de privacypagina) staat hier niet meer in; in gegevens.json staat dan
  wanneer het verwijderd is.

Bewaar dit bestand veilig: het bevat je persoonsgegevens.
`;

/** A file name that stays inside its folder of the ZIP and reads on every system. */
export function safeZipName(name: string): string {
  const cleaned = [...name.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) < 32 ? '_' : char))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'bestand').slice(0, 120);
}

/** Unique names within the ZIP: a second `cv/x.pdf` becomes `cv/x (2).pdf`. */
export function zipNames() {
  const used = new Set<string>();
  return (folder: string, name: string): string => {
    const safe = safeZipName(name);
    const dot = safe.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = `${folder}${safe}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${folder}${base} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Opens the file only when the ZIP gets to it: a visitor with 200 CVs does not hold 200 open files. */
function fileWhenRead(file: string): Readable {
  return Readable.from(
    (async function* () {
      const handle = await open(file, 'r');
      try {
        for await (const chunk of handle.createReadStream({ autoClose: false })) yield chunk as Buffer;
      } finally {
        await handle.close();
      }
    })(),
    { objectMode: false },
  );
}

/**
 * The visitor's data as a ZIP stream: LEESMIJ.txt, gegevens.json, then the CV files, each streamed from
 * disk as the ZIP is read (JSZip's streamFiles: sizes go in data descriptors, nothing is held whole).
 * Only gegevens.json is built in memory, and it holds no files.
 */
export async function personalDataZip(
  strapi: Core.Strapi,
  user: PersonalDataOwner,
  { now = new Date(), types = registeredPersonalData() }: { now?: Date; types?: readonly PersonalDataType[] } = {},
) {
  const name = zipNames();
  const attachments: Array<{ name: string; path: string }> = [];
  const files: ExportFiles = {
    add(fileName, absolutePath) {
      const [folder, ...rest] = fileName.includes('/') ? fileName.split('/') : ['', fileName];
      const inZip = name(folder ? `${safeZipName(folder)}/` : '', rest.join('_'));
      attachments.push({ name: inZip, path: absolutePath });
      return inZip;
    },
  };
  const data = await collectPersonalData(strapi, user, files, types);
  const zip = new JSZip();
  zip.file('LEESMIJ.txt', EXPORT_README.replace(/\n/g, '\r\n'), { date: now });
  zip.file('gegevens.json', JSON.stringify({ site: siteUrl(), exportedAt: now.toISOString(), userId: user.documentId, ...data }, null, 2), {
    date: now,
  });
  // PDF and DOCX are compressed already: stored as they are.
  const reads = attachments.map((attachment) => {
    const read = fileWhenRead(attachment.path);
    zip.file(attachment.name, read, { binary: true, compression: 'STORE', date: now });
    return read;
  });
  const source = zip.generateNodeStream({
    type: 'nodebuffer',
    streamFiles: true,
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  // JSZip's stream is readable-stream 2's; a PassThrough gives Koa and callers a current one (errors included).
  const stream = new PassThrough();
  source.on('error', (error: Error) => stream.destroy(error));
  source.pipe(stream);
  // The download was cut off (the visitor left, or an error): close the files still open.
  stream.on('close', () => {
    if (stream.readableEnded) return;
    source.unpipe(stream);
    for (const read of reads) read.destroy();
  });
  return { stream: stream as Readable, files: attachments.length };
}

/** `mijn-gegevens-2026-11-27.zip`: the day in the Netherlands. */
export const exportFileName = (now = new Date()) => `mijn-gegevens-${todayInNetherlands(now)}.zip`;
