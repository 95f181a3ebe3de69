import type { NextRequest } from 'next/server';
import { getSignInProviders, isProviderName, providerConnectUrl } from '@/lib/cms/auth';
import { setProviderCookie } from '@/lib/session/cookie';
import { isSecureRequest } from '@/lib/security/origin';
import { redirectResponse } from '@/lib/http/route';

/**
 * GET: starts a social sign-in. Remembers the provider in a short-lived httpOnly cookie (read back on
 * /auth/connect) and sends the browser to Strapi's connect route, which takes it to the provider.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isProviderName(provider)) return redirectResponse('/inloggen?fout=provider-failed');

  // A CMS that lists providers must list this one; without the list, Strapi itself decides.
  const enabled = await getSignInProviders().catch(() => null);
  if (enabled && !enabled.some((item) => item.name === provider)) return redirectResponse('/inloggen?fout=provider-failed');

  return setProviderCookie(redirectResponse(providerConnectUrl(provider), 302), provider, isSecureRequest(request));
}
