'use client';

import { lazyPart } from '@/components/lazy-part';

/**
 * The registration forms with their code (react-hook-form, zod) split off: an event page imports
 * these, so anonymous visitors, who see a sign-in link instead, do not download the forms (decision 014).
 */
export const FreeRegistrationForm = lazyPart(() => import('./RegistrationForm').then((module) => module.FreeRegistrationForm));
export const PaidRegistrationForm = lazyPart(() => import('./RegistrationForm').then((module) => module.PaidRegistrationForm));
