// Every text of single sign-on, in Czech (the default) and English.
import type { Translated } from '../../../http/app-error';

export const ssoMessages = {
  notConfigured: {
    cs: 'Tým nemá nastavené jednotné přihlášení (SSO)',
    en: 'The team has no single sign-on (SSO) set up',
  },
  unknownDomain: {
    cs: 'Pro tuto e-mailovou doménu ani tým není jednotné přihlášení nastaveno',
    en: 'No single sign-on is set up for this e-mail domain or team',
  },
  providerError: {
    cs: 'Poskytovatel identity přihlášení odmítl nebo neodpověděl',
    en: 'The identity provider refused the sign-in or did not answer',
  },
  invalidState: {
    cs: 'Přihlášení vypršelo nebo bylo zahájeno v jiném prohlížeči. Začněte prosím znovu.',
    en: 'The sign-in expired or was started in another browser. Please start again.',
  },
  emailNotVerified: {
    cs: 'Poskytovatel identity neověřil vaši e-mailovou adresu',
    en: 'The identity provider has not verified your e-mail address',
  },
  notAllowed: {
    cs: 'Váš účet nemůže vstoupit do tohoto týmu: nejste jeho členem a vaše doména není ověřená',
    en: 'Your account cannot join this team: you are not a member and your domain is not verified',
  },
  ssoDisabled: { cs: 'Jednotné přihlášení týmu je vypnuté', en: "The team's single sign-on is turned off" },
  ssoRequired: {
    cs: 'Váš tým vyžaduje přihlášení přes jednotné přihlášení (SSO). Použijte „Přihlásit přes SSO“.',
    en: 'Your team requires single sign-on (SSO). Use “Sign in with SSO”.',
  },
  clientSecretRequired: { cs: 'Zadejte tajný klíč klienta', en: 'Enter the client secret' },
  slugTaken: { cs: 'Tento identifikátor týmu už používá jiný tým', en: 'Another team already uses this identifier' },
  discoveryFailed: {
    cs: 'Konfiguraci poskytovatele se nepodařilo načíst (/.well-known/openid-configuration)',
    en: "The provider's configuration could not be loaded (/.well-known/openid-configuration)",
  },
  issuerBlocked: {
    cs: 'Adresa poskytovatele vede do privátní sítě, což server nepovoluje',
    en: "The provider's address leads into a private network, which this server does not allow",
  },
  breakGlassRequired: {
    cs: 'Zvolte nouzový účet (vlastníka nebo správce), který se smí přihlásit i heslem',
    en: 'Choose the break-glass account (the owner or an admin) that may still sign in with a password',
  },
  breakGlassNotAdmin: {
    cs: 'Nouzovým účtem může být jen vlastník nebo správce týmu',
    en: 'Only the owner or an admin of the team can be the break-glass account',
  },
  requiredNeedsEnabled: {
    cs: 'Povinné SSO jde zapnout jen se zapnutým jednotným přihlášením a alespoň jednou ověřenou doménou',
    en: 'SSO can be required only while single sign-on is on and at least one domain is verified',
  },
  domainNotFound: { cs: 'Doména nebyla nalezena', en: 'Domain not found' },
  domainExists: { cs: 'Tuto doménu už tým přidal', en: 'The team has already added this domain' },
  domainClaimed: {
    cs: 'Tato doména je již ověřena jiným týmem',
    en: 'This domain has already been verified by another team',
  },
} satisfies Record<string, Translated>;

/** "Ověřit" found no record: the record and the domain named in the reader's language. */
export const domainRecordMissing = (record: string, domain: string): Translated => ({
  cs: `Záznam TXT „${record}“ jsme v DNS domény ${domain} nenašli. Změny DNS se mohou šířit i několik hodin.`,
  en: `We did not find the TXT record “${record}” in the DNS of ${domain}. DNS changes can take hours to spread.`,
});
