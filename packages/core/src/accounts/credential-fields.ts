import { z } from 'zod';

// What the sign-in and forgot-password endpoints take (browser-safe: `@center-platform/core/shared`); the
// dashboard's forms check themselves with the same schemas before sending.

/**
 * A password as typed (sign-in, the current password); the rules of `passwordProblem` apply where one is set. The cap
 * keeps hashing cheap.
 */
export const TypedPassword = z.string().min(1).max(1024);

export const SignInInput = z.object({ email: z.string().trim().min(3).max(320), password: TypedPassword });

/** Any text up to 320 characters: the answer is the same for every address, so nothing is revealed by a refusal. */
export const ForgotPasswordInput = z.object({ email: z.string().trim().max(320) });
