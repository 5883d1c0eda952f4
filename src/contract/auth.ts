import { z } from 'zod';

/**
 * Account forms' rules (SPEC section 5), shared by the server and the web app's as-you-type
 * validation. The common-password check runs on the server only (its list is large).
 */
export const NameSchema = z.string().trim().min(1, 'Enter your name.').max(50, 'Use at most 50 characters.');
export const EmailSchema = z.string().trim().max(254, 'That email address is too long.').pipe(z.email('Enter a valid email address, like name@example.com.'));
export const PasswordSchema = z
  .string()
  .min(10, 'Use at least 10 characters.')
  .max(128, 'Use at most 128 characters.');

/** The languages a member can choose (domain/locale.ts LANGUAGES names them). */
export const MEMBER_LOCALES = ['en', 'es'] as const;

const callbackURL = z.string().max(2000).regex(/^\/(?!\/)/, 'must be a path on this site').optional();

export const SignUpBodySchema = z.strictObject({ name: NameSchema, email: EmailSchema, password: PasswordSchema, callbackURL });
export const SignInBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.'),
  rememberMe: z.boolean().optional(),
  callbackURL,
});
export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema, redirectTo: callbackURL });
export const ResetPasswordBodySchema = z.strictObject({ newPassword: PasswordSchema, token: z.string().min(1).max(2000) });
export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
  newPassword: PasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export const ChangeEmailBodySchema = z.strictObject({ newEmail: EmailSchema, callbackURL });
export const ResendVerificationBodySchema = z.strictObject({ email: EmailSchema, callbackURL });

export const ProfileUpdateSchema = z.strictObject({
  name: NameSchema.optional(),
  bio: z.string().max(1000, 'Use at most 1000 characters.').optional(),
  /** The member's language; null follows the browser. */
  locale: z.enum(MEMBER_LOCALES).nullable().optional(),
});
export const DeleteAccountBodySchema = z.strictObject({ password: z.string().max(128).optional() });

/** What the web app knows about the person signed in (GET /api/v1/me). */
export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  role: z.enum(['user', 'admin']),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
  isHost: z.boolean(),
  isDemo: z.boolean(),
  /** The language the member chose (null: the browser's). */
  locale: z.enum(MEMBER_LOCALES).nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

/** The identity providers configured on this site (their "Continue with …" buttons). */
export const AuthProvidersSchema = z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })) });

/**
 * What a session's User-Agent says, as codes the web words in the reader's language (`browser` and
 * `device` keep the English names: "Firefox", "Android phone", "Unknown browser").
 */
export const SESSION_BROWSERS = ['edge', 'opera', 'firefox', 'chrome', 'safari', 'app', 'unknown'] as const;
export const SESSION_DEVICES = ['iphone', 'ipad', 'android_phone', 'android_tablet', 'windows', 'mac', 'chromebook', 'linux', 'unknown'] as const;
export type SessionBrowser = (typeof SESSION_BROWSERS)[number];
export type SessionDevice = (typeof SESSION_DEVICES)[number];

/** One signed-in browser or device, in the list of active sessions. */
export const SessionViewSchema = z.object({
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  browserCode: z.enum(SESSION_BROWSERS),
  deviceCode: z.enum(SESSION_DEVICES),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;
