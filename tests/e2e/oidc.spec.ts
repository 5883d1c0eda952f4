import { test, expect } from './fixtures';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider';

// The same provider playwright.config.ts lists in the server's OIDC_PROVIDERS.
const config = JSON.parse(process.env.E2E_OIDC_PROVIDER!) as { id: string; name: string; issuer: string; clientId: string; clientSecret: string };
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3900}`;
let idp: OidcTestProvider;

test.beforeAll(async () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the server this run started (it lists the test provider)');
  idp = await startOidcProvider({
    port: Number(new URL(config.issuer).port),
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUris: [`${origin}/api/auth/oauth2/callback/${config.id}`],
    users: [
      { sub: 'oidc-traveller', email: 'oidc.traveller@idp.example.test', email_verified: true, name: 'Olga Traveller' },
      // A demo member's address, which this provider does not vouch for.
      { sub: 'oidc-impostor', email: 'guest@demo.roost.test', email_verified: false, name: 'Not The Guest' },
    ],
  });
});
test.afterAll(async () => {
  await idp?.close();
});

/** The provider's login and consent pages (tests/support/oidc-provider.ts). */
async function logInAtProvider(page: import('@playwright/test').Page, sub: string) {
  await page.waitForURL(`${config.issuer}/interaction/**`);
  await page.getByPlaceholder('Enter any login').fill(sub);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('"Continue with" a provider signs in through its login and consent pages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${config.name}` }).click();
  await logInAtProvider(page, 'oidc-traveller');

  await page.waitForURL(`${origin}/`);
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session', { credentials: 'same-origin' })).json());
  expect(session?.user).toMatchObject({ email: 'oidc.traveller@idp.example.test', name: 'Olga Traveller', emailVerified: true });
});

test('a provider that does not vouch for an existing member’s address is sent back to log in, not signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${config.name}` }).click();
  await logInAtProvider(page, 'oidc-impostor');

  await page.waitForURL((url) => url.origin === origin && url.pathname === '/login');
  await expect(page.getByText('We could not sign you in with that provider', { exact: false })).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session', { credentials: 'same-origin' })).json());
  expect(session).toBeNull();
});
