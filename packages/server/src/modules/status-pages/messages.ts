// Every text the status-pages module answers with, in Czech (the default) and English.
import { type PlanId, planName } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';

const czPages = (n: number) =>
  n === 1 ? 'stavovou stránku' : n >= 2 && n <= 4 ? 'stavové stránky' : 'stavových stránek';

export const statusPageMessages = {
  notFound: { cs: 'Stavová stránka nebyla nalezena', en: 'Status page not found' },
  created: { cs: 'Stavová stránka byla vytvořena.', en: 'The status page has been created.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: { cs: 'Stavová stránka byla smazána.', en: 'The status page has been deleted.' },
  manageForbidden: {
    cs: 'Stavovou stránku týmu může měnit jen její vlastník nebo správce týmu.',
    en: "Only the page's owner or a team admin can change a team's status page.",
  },
  slugTaken: { cs: 'Tato adresa je už obsazená.', en: 'This address is already taken.' },
  domainTaken: { cs: 'Tuto doménu už používá jiná stavová stránka.', en: 'Another status page uses this domain.' },
  domainIsOurs: { cs: 'Zadejte vlastní doménu, ne adresu Hlídky.', en: "Enter your own domain, not Hlídka's address." },
  customDomainsNotInPlan: (plan: PlanId): Translated => ({
    cs: `Vlastní doména není v tarifu ${planName(plan, 'cs')}. Přejděte na tarif Pro nebo vyšší.`,
    en: `Custom domains are not part of the ${planName(plan, 'en')} plan. Upgrade to Pro or higher.`,
  }),
  planLimit: (limit: number, plan: PlanId): Translated => ({
    cs: `Váš tarif ${planName(plan, 'cs')} umožňuje nejvýše ${limit} ${czPages(limit)}. Pro další přejděte na vyšší tarif.`,
    en: `Your ${planName(plan, 'en')} plan allows at most ${limit} status page${limit === 1 ? '' : 's'}. Upgrade to add more.`,
  }),
  websiteNotFound: { cs: 'Web nebyl nalezen', en: 'Website not found' },
  websiteTwice: { cs: 'Tento web už na stránce je.', en: 'This website is already on the page.' },
  subscriberNotFound: { cs: 'Odběratel nebyl nalezen', en: 'Subscriber not found' },
  updatePosted: { cs: 'Aktualizace byla zveřejněna.', en: 'The update has been published.' },
  updateEdited: { cs: 'Aktualizace byla upravena.', en: 'The update has been changed.' },
  updateDeleted: { cs: 'Aktualizace byla smazána.', en: 'The update has been deleted.' },
  updateNotFound: { cs: 'Aktualizace nebyla nalezena', en: 'Update not found' },
  passwordRequired: {
    cs: 'Stránka chráněná heslem potřebuje heslo.',
    en: 'A password-protected page needs a password.',
  },
  allowlistRequired: {
    cs: 'Zadejte alespoň jednu adresu nebo rozsah, odkud se na stránku smí.',
    en: 'Enter at least one address or range the page may be read from.',
  },
  accessRefused: {
    cs: 'Tato stavová stránka je soukromá.',
    en: 'This status page is private.',
  },
  unknownBadgeWindow: (asked: string, allowed: readonly string[]): Translated => ({
    cs: `Neznámé období „${asked}“. Povolené hodnoty: ${allowed.join(', ')}.`,
    en: `Unknown window “${asked}”. Allowed values: ${allowed.join(', ')}.`,
  }),
} satisfies Record<string, Translated | ((...args: never[]) => Translated)>;
