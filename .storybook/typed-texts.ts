// What a story types into text fields is the user's text, like the names in the mock data: the language check leaves
// it out wherever it shows later (a saved team's name in a heading). Only each field's last value counts.

const typed = new Map<EventTarget, string>();

function remember(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
}

export function recordTypedTexts(): () => void {
  typed.clear();
  document.addEventListener('input', remember, true);
  return () => document.removeEventListener('input', remember, true);
}

/** The values typed so far, but not one or two letters (a search for "a" would take every "a" out). */
export const typedTexts = (): string[] =>
  [...typed.values()].map((value) => value.trim()).filter((value) => value.length > 2);
