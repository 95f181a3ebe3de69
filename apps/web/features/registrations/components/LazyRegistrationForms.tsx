'use client';

import dynamic from 'next/dynamic';
import { FormLoading } from '@/components/forms/FormLoading';

/**
 * The registration forms with their code (react-hook-form, zod) split off: an event page imports
 * these, so anonymous visitors, who see a sign-in link instead, do not download the forms (decision 014).
 */
export const FreeRegistrationForm = dynamic(() => import('./RegistrationForm').then((module) => module.FreeRegistrationForm), {
  loading: FormLoading,
});
export const PaidRegistrationForm = dynamic(() => import('./RegistrationForm').then((module) => module.PaidRegistrationForm), {
  loading: FormLoading,
});
