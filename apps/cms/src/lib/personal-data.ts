import type { Core } from '@strapi/strapi';

/**
 * One kind of personal data the site keeps about a visitor (decision 049): how it is erased when the
 * visitor's account is deleted (by themselves, an editor, the admin API or a bulk delete) and how it is
 * exported in "Mijn gegevens downloaden". Both halves live in one object, so a new kind of personal data
 * cannot get one without the other; `covers` names the attributes it takes care of, and
 * api/account/lib/personal-data.test.ts fails when an attribute of any content type that points at a
 * user, or holds an e-mail address, is covered by no entry.
 *
 * The features own their entries (registration/lib/access.ts, my-jobs/lib/account-cleaners.ts,
 * job-alert/lib/account-cleaners.ts, …); api/account/lib/account-data.ts lists them all. This type lives
 * apart from both so that neither side imports the other for it.
 */
export interface PersonalDataType {
  /** The section of gegevens.json, and the name in logs and errors. */
  key: string;
  /** The attributes this entry takes care of, as `uid.attribute`: relations to the user, or the user's address. */
  covers: string[];
  /**
   * Deletes (or anonymises) this kind of data of the user. Runs inside the transaction that deletes the
   * user row, before it; files go with `onCommit` (a rolled-back deletion never loses a file).
   */
  erase(strapi: Core.Strapi, user: PersonalDataOwner): Promise<void>;
  /** What goes into gegevens.json under `key`; files (CVs) are added to the ZIP with `files.add`. */
  export(strapi: Core.Strapi, user: PersonalDataOwner, files: ExportFiles): Promise<unknown>;
}

/** The user whose data is erased or exported, read once before the entries run. */
export interface PersonalDataOwner {
  id: number;
  documentId: string;
  email: string;
  /** The address was confirmed: data kept by that address (guest alerts, newsletter) is theirs. */
  confirmed: boolean;
}

export interface ExportFiles {
  /** Streams the file at `absolutePath` into the ZIP under `name` (made unique); returns the name used. */
  add(name: string, absolutePath: string): string;
}

let registered: readonly PersonalDataType[] = [];

/** src/index.ts registers every feature's entries (bootstrap/personal-data.ts) when Strapi starts. */
export function registerPersonalData(types: readonly PersonalDataType[]): void {
  registered = types;
}

/** The registered entries, in their order; none registered is a wiring mistake, never an empty export. */
export function registeredPersonalData(): readonly PersonalDataType[] {
  if (!registered.length) throw new Error('No personal data types registered: src/index.ts registers them at start-up');
  return registered;
}
