import { dictionary } from '@zxcvbn-ts/language-common';

// ~49 000 passwords seen most often in breaches (zxcvbn-ts's common dictionary), lower-cased.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
