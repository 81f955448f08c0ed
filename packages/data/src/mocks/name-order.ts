/**
 * Compares names as the server orders them for the reader of `request`: by the collation of the UI language, which the
 * client sends as Accept-Language (Czech unless it asks for English: ch after h, č after c…).
 */
export function nameOrder(request: Request): (a: string, b: string) => number {
  const english = request.headers.get('accept-language')?.trim().toLowerCase().startsWith('en') ?? false;
  return new Intl.Collator(english ? 'en' : 'cs').compare;
}
