/**
 * better-auth names the TOTP issuer (the name an authenticator app shows beside the code) once, at
 * start. The site's name is an operator's setting that changes without a restart, so the set-up
 * answers (`/two-factor/enable`, `/two-factor/get-totp-uri`) get it written in on the way out.
 * Only the label changes: the secret, and so every code, is the same.
 */
export function withIssuer(totpUri: string, issuer: string): string {
  const m = totpUri.match(/^otpauth:\/\/(totp|hotp)\/([^?]*)(\?.*)?$/);
  if (!m) return totpUri;
  const label = decodeURIComponent(m[2]!);
  // "Issuer:account" (the issuer may be absent); the account (an e-mail) has no colon of its own.
  const account = label.includes(':') ? label.slice(label.lastIndexOf(':') + 1) : label;
  const params = new URLSearchParams(m[3]?.slice(1) ?? '');
  params.set('issuer', issuer);
  return `otpauth://${m[1]}/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.toString().replace(/\+/g, '%20')}`;
}

/** The same JSON answer with its `totpURI` naming `issuer`; any other answer as it was. */
export async function answerWithIssuer(response: Response, issuer: string): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.totpURI === 'string') body.totpURI = withIssuer(body.totpURI, issuer);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
