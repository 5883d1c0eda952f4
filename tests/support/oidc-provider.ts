import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations (and there is no @types package for v9).
import Provider from 'oidc-provider';

/** A person the test identity provider knows; `sub` is also what they type as "login". */
export type OidcTestUser = { sub: string; email: string; email_verified: boolean; name: string };

export type OidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Mutable: add people, or change what the provider asserts about them, between sign-ins. */
  users: Map<string, OidcTestUser>;
  /** The authorization requests the provider received (query parameters), oldest first. */
  authorizationRequests: URLSearchParams[];
  close(): Promise<void>;
};

export type OidcTestProviderOptions = {
  /** 0 picks a free one. */
  port?: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  users?: OidcTestUser[];
};

type Req = http.IncomingMessage;
type Res = http.ServerResponse;

/**
 * The provider's login and consent pages, as small as they can be: one form each, posted back to
 * the same address. Any known `sub` may log in; the password is not checked.
 */
async function interaction(provider: any, users: Map<string, OidcTestUser>, req: Req, res: Res) {
  const { uid, prompt, params, session, grantId } = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    if (prompt.name === 'login' && form.get('prompt') === 'login') {
      const login = form.get('login') ?? '';
      if (!users.has(login)) return page(res, uid, 'login', 'No such person here.');
      return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    }
    if (prompt.name === 'consent' && form.get('prompt') === 'consent') {
      const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    }
  }
  return page(res, uid, prompt.name);
}

function page(res: Res, uid: string, prompt: string, error?: string) {
  const fields =
    prompt === 'login'
      ? '<label>Login <input name="login" placeholder="Enter any login" required autofocus></label>' +
        '<label>Password <input type="password" name="password" placeholder="and password"></label>' +
        '<button type="submit">Sign-in</button>'
      : '<p>Roost asks for your e-mail address and name.</p><button type="submit">Continue</button>';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body><main>` +
    `<h1>${prompt === 'login' ? 'Sign in' : 'Authorize'}</h1>${error ? `<p role="alert">${error}</p>` : ''}` +
    `<form method="post" action="/interaction/${uid}"><input type="hidden" name="prompt" value="${prompt}">${fields}</form>` +
    `</main></body></html>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

/**
 * A real OpenID provider (panva's oidc-provider) on 127.0.0.1 with one confidential client, PKCE
 * required, and minimal login/consent pages: any "login" that names a known user's `sub` signs in
 * as them, the password is ignored.
 */
export async function startOidcProvider(opts: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = opts.clientId ?? 'roost-test';
  const clientSecret = opts.clientSecret ?? 'roost-test-secret-0123456789abcdef';
  const users = new Map((opts.users ?? []).map((u) => [u.sub, u]));
  const authorizationRequests: URLSearchParams[] = [];

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // v9 only insists on PKCE for public clients; a relying party that skips it must fail here.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Its built-in development pages load Google Fonts, which the e2e offline guard refuses.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['roost-oidc-test-cookie-key'] },
    async findAccount(_ctx: unknown, sub: string) {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ ...users.get(sub)! }) };
    },
  });
  // Its start-up warnings (in-memory storage, generated signing keys) are expected in tests.
  provider.on('server_error', (_ctx: unknown, err: Error) => console.error('[oidc-provider]', err));

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/auth') authorizationRequests.push(url.searchParams);
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    if (/^\/interaction\/[\w-]+$/.test(url.pathname)) {
      return void interaction(provider, users, req, res).catch((err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)));
    }
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
