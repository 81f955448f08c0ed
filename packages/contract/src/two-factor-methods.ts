// The second sign-in step's vocabulary without zod (`@hlidka/contract/two-factor-methods`): the sign-in screen's bundle
// carries no schemas.

export const twoFactorMethods = ['totp', 'passkey', 'recovery'] as const;

/** The first sign-in step answered with a challenge (two-factor on) rather than a session. */
export function isTwoFactorChallenge<T>(answer: T): answer is Extract<T, { twoFactorRequired: true }> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true
  );
}
