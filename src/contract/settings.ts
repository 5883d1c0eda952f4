import { z } from 'zod';
import { FormerSchema } from './common.js';

/**
 * The operator's settings (issue 14): stored in the database, edited in the console, in effect in
 * every server process within a second. The environment gives the values in effect until an
 * operator saves one (docs/decisions/0029-settings-in-the-database.md).
 */

/** The ranges the environment variables have (src/server/config.ts), shared with the form. */
export const SETTING_LIMITS = {
  siteName: { max: 60 },
  serviceFeePercent: { min: 0, max: 50 },
  taxPercent: { min: 0, max: 50 },
  requestExpiryHours: { min: 1, max: 168 },
  reviewWindowDays: { min: 1, max: 90 },
} as const;

const L = SETTING_LIMITS;
const percent = (what: string) => z.number({ error: 'Enter a number.' }).min(0, `${what} cannot be negative.`).max(50, `${what} can be at most 50 %.`)
  .refine((n) => Math.round(n * 100) === n * 100, 'Use at most two decimals.');
const whole = (min: number, max: number, unit: string) =>
  z.number({ error: 'Enter a number.' }).int(`Use a whole number of ${unit}.`).min(min, `At least ${min} ${unit}.`).max(max, `At most ${max} ${unit}.`);

export const SettingsSchema = z.object({
  /** Shown in the header, page titles, e-mails and calendars. */
  siteName: z.string().trim().min(1, 'Give this site a name.').max(L.siteName.max, `Use at most ${L.siteName.max} characters.`),
  /** Added to each booking's price, paid by the guest. */
  serviceFeePercent: percent('The service fee'),
  /** On the nights and the service fee. */
  taxPercent: percent('The tax'),
  /** `auto`: a complete listing is published when submitted; `manual`: an operator approves it first. */
  listingReview: z.enum(['auto', 'manual']),
  /** How long a host has to answer a booking request (never past check-in). */
  requestExpiryHours: whole(L.requestExpiryHours.min, L.requestExpiryHours.max, 'hours'),
  /** Days each side has to review a finished stay. */
  reviewWindowDays: whole(L.reviewWindowDays.min, L.reviewWindowDays.max, 'days'),
  /** Whether new members may sign up (with an e-mail). */
  signupsOpen: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(SettingsSchema.shape) as SettingKey[];

/** `PATCH /admin/settings`: any of the settings, at least one; unknown fields are refused. */
export const SettingsPatchSchema = SettingsSchema.partial().strict()
  .refine((p) => Object.keys(p).length > 0, 'Change at least one setting.');
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const AdminSettingsSchema = z.object({
  /** What is in effect now. */
  settings: SettingsSchema,
  /** What the environment gives: in effect for every setting nobody saved. */
  defaults: SettingsSchema,
  /** The settings an operator saved (the others follow the environment). */
  saved: z.array(z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]])),
  /** The last save, or null while every setting follows the environment. */
  updatedAt: z.string().nullable(),
  /** Who saved last; `former` once they deleted their account (`name` is then an English placeholder, decision 0040). */
  updatedBy: z.object({ id: z.string(), name: z.string(), former: FormerSchema }).nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
