/** Who is signed in, and the guard for pages that need an account. */
export { useSession, useSignOut, refreshAfterAuthChange, SESSION_KEY, type SessionUser, type SessionData } from './useSession';
export { RequireAuth, useRequireUser } from './RequireAuth';
export { safeReturnTo, loginPath, rememberReturnTo, rememberedReturnTo, forgetReturnTo } from './returnTo';
