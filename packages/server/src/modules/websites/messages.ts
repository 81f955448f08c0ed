// Every text the websites module shows, in Czech (the default) and English.
import { type PlanId, planName } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';

const czWebsites = (n: number) => (n === 1 ? 'web' : n >= 2 && n <= 4 ? 'weby' : 'webů');

export const websiteMessages = {
  notFound: { cs: 'Web nebyl nalezen', en: 'Website not found' },
  created: { cs: 'Web byl přidán.', en: 'The website has been added.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: { cs: 'Web byl smazán.', en: 'The website has been deleted.' },
  paused: { cs: 'Kontroly webu byly pozastaveny.', en: 'Checks of the website are paused.' },
  resumed: { cs: 'Kontroly webu byly obnoveny.', en: 'Checks of the website have resumed.' },
  checkQueued: { cs: 'Kontrola byla zařazena a proběhne během pár sekund.', en: 'A check will run within seconds.' },
  deleteForbidden: {
    cs: 'Web může smazat jen jeho vlastník nebo správce týmu.',
    en: 'Only the website owner or a team admin can delete it.',
  },
  planLimit: (limit: number, plan: PlanId): Translated => ({
    cs: `Váš tarif ${planName(plan, 'cs')} umožňuje nejvýše ${limit} ${czWebsites(limit)}. Pro další weby přejděte na vyšší tarif.`,
    en: `Your ${planName(plan, 'en')} plan allows at most ${limit} website${limit === 1 ? '' : 's'}. Upgrade to add more.`,
  }),
  intervalBelowPlan: (min: number): Translated => ({
    cs: `Váš tarif umožňuje interval kontrol nejméně ${min} s.`,
    en: `Your plan allows a check interval of at least ${min} s.`,
  }),
  quorumAboveRegions: (regions: number): Translated => ({
    cs: `Shoda může žádat nejvýše ${regions} ${regions === 1 ? 'oblast' : regions <= 4 ? 'oblasti' : 'oblastí'}: web se kontroluje ${regions === 1 ? 'z jediné oblasti' : `ze ${regions} oblastí`}.`,
    en: `A quorum can ask for at most ${regions} region${regions === 1 ? '' : 's'}: the website is checked from ${regions === 1 ? 'one' : regions}.`,
  }),
  secretForNewTarget: {
    cs: 'Adresa se změnila: zadejte heslo znovu (uložené heslo se jinam neposílá).',
    en: 'The address changed: enter the password again (the saved one is not sent elsewhere).',
  },
  budgetAboveTimeout: (timeoutSeconds: number): Translated => ({
    cs: `Limit odezvy musí být kratší než časový limit kontroly (${timeoutSeconds * 1000} ms).`,
    en: `The response-time budget must be shorter than the check's timeout (${timeoutSeconds * 1000} ms).`,
  }),
  urlRequired: { cs: 'Zadejte adresu webu.', en: 'Enter the website address.' },
  duplicateTarget: (name: string): Translated => ({
    cs: `Tuto adresu už sledujete jako web „${name}“.`,
    en: `You already monitor this address as the website “${name}”.`,
  }),
  invalidUrl: {
    cs: 'Zadejte platnou adresu URL začínající http:// nebo https://.',
    en: 'Enter a valid http:// or https:// URL.',
  },
  unsupportedProtocol: {
    cs: 'Podporujeme jen adresy http:// a https://.',
    en: 'Only http:// and https:// addresses are supported.',
  },
  invalidWsUrl: {
    cs: 'Zadejte platnou adresu začínající ws:// nebo wss://.',
    en: 'Enter a valid ws:// or wss:// URL.',
  },
  invalidPort: {
    cs: 'Zadejte cíl ve tvaru host:port (port 1–65535).',
    en: 'Enter the target as host:port (port 1–65535).',
  },
  blockedTarget: {
    cs: 'Tato adresa vede do soukromé nebo interní sítě, kterou Hlídka nekontroluje. Správce serveru to může povolit nastavením ALLOW_PRIVATE_TARGETS=true.',
    en: 'This address points into a private or internal network, which Hlídka does not check. A server administrator can allow it with ALLOW_PRIVATE_TARGETS=true.',
  },
  keywordRequired: { cs: 'Zadejte hledaný text.', en: 'Enter the text to look for.' },
  bodyNotAllowed: {
    cs: 'Požadavky GET a HEAD nemohou mít tělo.',
    en: 'GET and HEAD requests cannot have a body.',
  },
  keywordNeedsBody: {
    cs: 'Hledání textu potřebuje tělo odpovědi: použijte GET.',
    en: 'A keyword check needs a body: use GET.',
  },
  reservedHeader: {
    cs: 'Hlavičky Connection, Content-Length, Transfer-Encoding, Keep-Alive, Upgrade a TE nastavuje Hlídka sama.',
    en: 'Connection, Content-Length, Transfer-Encoding, Keep-Alive, Upgrade and TE are set by Hlídka.',
  },
  invalidHeader: {
    cs: "Název hlavičky smí obsahovat jen písmena, číslice a znaky !#$%&'*+.^_`|~-; hodnota nesmí obsahovat konec řádku.",
    en: "Header names may contain only letters, digits and !#$%&'*+.^_`|~-; values cannot contain line breaks.",
  },
  invalidConfig: { cs: 'Neplatná hodnota.', en: 'Invalid value.' },
  hostRequired: { cs: 'Zadejte název hostitele nebo IP adresu.', en: 'Enter a host name or IP address.' },
  invalidServer: {
    cs: 'Zadejte hostitele nebo IP adresu, případně s portem (mail.example.cz nebo mail.example.cz:587).',
    en: 'Enter a host name or IP address, optionally with a port (mail.example.com or mail.example.com:587).',
  },
  invalidHost: {
    cs: 'Zadejte platný název hostitele (server.example.cz) nebo IP adresu, bez http:// a portu.',
    en: 'Enter a valid host name (server.example.com) or IP address, without http:// or a port.',
  },
  domainRequired: { cs: 'Zadejte doménu.', en: 'Enter the domain.' },
  invalidDomain: {
    cs: 'Zadejte platné doménové jméno (example.cz), ne adresu URL ani IP adresu.',
    en: 'Enter a valid domain name (example.com), not a URL or an IP address.',
  },
  invalidResolver: {
    cs: 'Zadejte resolver jako IP adresu, případně s portem (1.1.1.1 nebo 1.1.1.1:53).',
    en: 'Enter the resolver as an IP address, optionally with a port (1.1.1.1 or 1.1.1.1:53).',
  },
  invalidAssertion: {
    cs: 'Zkontrolujte podmínku: cesta v JSON jako $.data.items[0].status nebo data.items.0.status, platný název hlavičky, číslo pro porovnání větší/menší a platný regulární výraz.',
    en: 'Check the assertion: a JSON path like $.data.items[0].status or data.items.0.status, a valid header name, a number for greater/less comparisons and a valid regular expression.',
  },
  domainInterval: {
    cs: 'Expiraci domény stačí kontrolovat nejvýše jednou za hodinu (registry omezují počet dotazů): zadejte interval alespoň 3600 s.',
    en: 'A domain expiry needs checking at most once an hour (registries limit queries): enter an interval of at least 3600 s.',
  },
  jsonNeedsBody: {
    cs: 'Podmínky na JSON potřebují tělo odpovědi: použijte GET.',
    en: 'JSON assertions need a response body: use GET.',
  },
  pushNotFound: { cs: 'Adresa pro heartbeat neexistuje.', en: 'This heartbeat URL does not exist.' },
} satisfies Record<string, Translated | ((...args: never[]) => Translated)>;
