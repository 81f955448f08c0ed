type Lang = 'cs' | 'en';

// The words of a dependency alert (issue 28 item 4): the parent's one alert naming its dependent websites, and a
// child's own alert once its parent recovered before it did.

/** "Databázový server a 12 závislých webů jsou nedostupné" / "Database server and 12 dependent websites are down". */
export function dependentsSubject(lang: Lang, name: string, count: number): string {
  if (lang === 'en') return `${name} and ${count} dependent ${count === 1 ? 'website' : 'websites'} are down`;
  const websites = count === 1 ? 'závislý web' : count >= 2 && count <= 4 ? 'závislé weby' : 'závislých webů';
  return `${name} a ${count} ${websites} jsou nedostupné`;
}

export const dependentsLabel = { cs: 'Závislé weby', en: 'Dependent websites' };

/** A child's alert after its parent recovered: why it comes only now. */
export function afterParentText(lang: Lang, parent: string): string {
  return lang === 'cs'
    ? `Web ${parent}, na kterém tento web závisí, je opět dostupný, ale tento web stále nefunguje. Upozornění bylo do té doby zadrženo.`
    : `${parent}, which this website depends on, is back up, but this website still fails. The alert was held back until now.`;
}
