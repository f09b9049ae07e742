// The sign-in form's check: the sign-in endpoint's own schema (a download of its own, see lazy-resolver.ts).
import { SignInInput } from '@center-platform/core/shared';
import { zodResolver } from '@hookform/resolvers/zod';

export const signInResolver = zodResolver(SignInInput);
