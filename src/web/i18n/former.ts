/** Anyone the server names: `former` once they deleted their account (contract FormerSchema). */
export type Named = { name: string; former?: boolean };

/**
 * A member's name as the reader should read it: for an erased account, the reader's own words for
 * "Former guest/host/member" instead of the English placeholder the server put in `name`.
 */
export function nameOf(t: (key: string) => string, p: Named, as: 'guest' | 'host' | 'member' = 'member'): string {
  return p.former ? t(`common.former.${as}`) : p.name;
}
