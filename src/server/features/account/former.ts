/**
 * `{ former: true }` for a person whose name the query gave as null: their account was deleted
 * (the repos select `case when deleted_at is null then name end`). Spread it beside the English
 * placeholder name, which the web replaces with its own words (contract FormerSchema).
 */
export function former(name: string | null | undefined): { former?: true } {
  return name ? {} : { former: true };
}
