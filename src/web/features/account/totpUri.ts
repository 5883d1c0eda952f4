/** The base32 secret inside an otpauth:// URI, grouped in fours so it can be typed by hand. */
export function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
