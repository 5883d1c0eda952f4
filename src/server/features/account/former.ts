/**
 * `{ former: true }` for a person whose name the query gave as null: their account was deleted
 * (the repos select `case when deleted_at is null then name end`). Spread it beside the English
 * placeholder name, which the web replaces with its own words (contract FormerSchema).
 */
export function former(name: string | null | undefined): { former?: true } {
  return name ? {} : { former: true };
}

/** The English placeholders for a deleted account's name, by the side they were on. */
const PLACEHOLDER = { guest: 'Former guest', host: 'Former host', member: 'Former member' } as const;

/** A person's name as answers carry it: theirs, or for a deleted account the placeholder and `former: true`. */
export function nameOf(name: string | null | undefined, side: keyof typeof PLACEHOLDER): { name: string; former?: true } {
  return name ? { name } : { name: PLACEHOLDER[side], former: true };
}
