import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { OidcProvider } from '../../config.js';

/** Where each identity provider sends people back, under /api/auth (register `${PUBLIC_URL}/api/auth` + this). */
export const oidcCallbackPath = (id: string) => `/oauth2/callback/${id}`;

type InitContext = Parameters<NonNullable<BetterAuthPlugin['init']>>[0];
type SocialProvider = { id: string; callbackPath?: string; [k: string]: unknown };

/**
 * The OIDC_PROVIDERS as better-auth social providers, each discovered on first use.
 *
 * better-auth 1.7's genericOAuth reads every discovery document once, while the auth object is
 * built, and drops a provider for the life of the process when that fails — an identity provider
 * that is down (or not yet up) when Roost starts would disable its button until a restart. Here
 * genericOAuth builds one provider at a time, on the first sign-in that needs it, and tries again
 * on the next one after a failure. better-auth accepts functions in its provider list for this.
 */
export function lazyOidcProviders(providers: OidcProvider[]): BetterAuthPlugin {
  return {
    id: 'roost-oidc',
    init(ctx) {
      const entries = providers.map((p) => lazyProvider(p, ctx));
      return { context: { socialProviders: [...entries, ...ctx.socialProviders] as InitContext['socialProviders'] } };
    },
  };
}

function lazyProvider(p: OidcProvider, ctx: InitContext) {
  let pending: Promise<SocialProvider | undefined> | undefined;
  const resolve = async (): Promise<SocialProvider> => {
    pending ??= discover(p, ctx);
    const provider = await pending;
    if (provider) return provider;
    pending = undefined;
    // An id nothing asks for: better-auth then answers "provider not found".
    return { id: '' };
  };
  // Some better-auth code reads these synchronously from the list (account linking's options).
  return Object.assign(resolve, { id: p.id, options: {} });
}

async function discover(p: OidcProvider, ctx: InitContext): Promise<SocialProvider | undefined> {
  const plugin = genericOAuth({
    config: [
      {
        providerId: p.id,
        name: p.name,
        discoveryUrl: `${p.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
    ],
  });
  // genericOAuth logs why when discovery fails, and then leaves the provider out.
  const result = (await plugin.init!({ ...ctx, socialProviders: [] } as InitContext)) as unknown as { context?: { socialProviders?: SocialProvider[] } } | void;
  const provider = result?.context?.socialProviders?.find((s) => s.id === p.id);
  if (provider) provider.callbackPath = oidcCallbackPath(p.id);
  return provider;
}
