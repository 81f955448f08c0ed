import { Resolver } from 'node:dns/promises';

/** A TXT lookup: the records of a name, each joined from its strings; [] for a name without any. */
export type TxtLookup = (domain: string) => Promise<string[]>;

/** TXT records from `server` (`IP[:port]`, tests' local DNS server) or from the system's resolvers. */
export function txtLookup(server: string | null | undefined): TxtLookup {
  return async (domain) => {
    const resolver = new Resolver({ timeout: 3000, tries: 2 });
    if (server) resolver.setServers([server]);
    try {
      return (await resolver.resolveTxt(domain)).map((parts) => parts.join(''));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
      throw error;
    }
  };
}
