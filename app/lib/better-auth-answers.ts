/**
 * The English messages Better Auth answers with that the app matches (to show Danish instead).
 * Pure, so the sign-in forms can use it too; app/server/auth-internals.server.ts re-exports it and
 * its test pins that Better Auth still answers with these (issue 23).
 */
export const BETTER_AUTH_INVALID_CODE = "Invalid code";
