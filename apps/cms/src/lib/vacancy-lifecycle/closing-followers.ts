import type { Core } from '@strapi/strapi';

/**
 * Features that follow a vacancy's closing and reopening (issue 49). Closing is a plain query on both versions
 * (lifecycle.ts setClosed), which no Document Service middleware sees, so a feature that must hear of it
 * registers here at its start-up (Google's indexing queue) and the lifecycle needs not know it. A follower
 * does its work in the background and reports its own failures.
 */
type Follower = (strapi: Core.Strapi, documentId: string) => void;

const followers = new Set<Follower>();

export function followClosing(follower: Follower): void {
  followers.add(follower);
}

export function tellClosingFollowers(strapi: Core.Strapi, documentId: string): void {
  for (const follower of followers) follower(strapi, documentId);
}
