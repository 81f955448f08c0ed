// Every text the teams module shows, in Czech (the default) and English.
import type { Translated } from '../../http/app-error';

export const teamMessages = {
  teamNotFound: { cs: 'Tým nebyl nalezen', en: 'Team not found' },
  memberNotFound: { cs: 'Člen týmu nebyl nalezen', en: 'Team member not found' },
  invitationNotFound: { cs: 'Pozvánka nebyla nalezena', en: 'Invitation not found' },
  invitationExpired: { cs: 'Platnost pozvánky vypršela', en: 'The invitation has expired' },
  invitationUsed: { cs: 'Pozvánka již byla použita', en: 'The invitation has already been used' },
  invitationDeclined: { cs: 'Pozvánka byla odmítnuta', en: 'The invitation was declined' },
  invitationRevoked: { cs: 'Pozvánka byla zrušena', en: 'The invitation was revoked' },
  invitationEmailMismatch: {
    cs: 'Pozvánka je určena pro jinou e-mailovou adresu. Přihlaste se účtem, na jehož adresu přišla.',
    en: 'This invitation is for a different e-mail address. Sign in with the account it was sent to.',
  },
  insufficientRole: {
    cs: 'K této akci nemáte v týmu dostatečná oprávnění',
    en: 'Your role in this team does not allow this',
  },
  twoFactorRequired: {
    cs: 'Tento tým vyžaduje dvoufázové ověření. Zapněte si ho v Nastavení → Zabezpečení.',
    en: 'This team requires two-factor authentication. Turn it on in Settings → Security.',
  },
  twoFactorNeededToRequire: {
    cs: 'Abyste mohli dvoufázové ověření vyžadovat od členů, musíte ho mít zapnuté sami.',
    en: 'To require two-factor authentication of members, turn it on for yourself first.',
  },
  apiKeyScope: {
    cs: 'Oprávnění tohoto API klíče tuto akci nezahrnují',
    en: "This API key's scopes do not cover this action",
  },
  groupAccessAllGroups: {
    cs: 'Vlastník a správci vidí všechny skupiny webů, jejich přístup nelze omezit',
    en: 'The owner and admins see every website group; their access cannot be limited',
  },
  groupAccessUnknownGroup: {
    cs: 'Vyberte jen skupiny webů tohoto týmu',
    en: "Choose only this team's website groups",
  },
  ownerOnly: { cs: 'Tuto akci může provést pouze vlastník týmu', en: 'Only the team owner can do this' },
  ownerCannotBeRemoved: { cs: 'Vlastníka týmu nelze odebrat', en: 'The team owner cannot be removed' },
  ownerMustTransfer: {
    cs: 'Nejprve předejte vlastnictví týmu jinému členovi',
    en: 'Transfer ownership of the team to another member first',
  },
  alreadyMember: {
    cs: 'Uživatel s tímto e-mailem už je členem týmu',
    en: 'A user with this e-mail address is already a member of the team',
  },
  alreadyInvited: {
    cs: 'Na tuto adresu už čeká platná pozvánka',
    en: 'A pending invitation has already been sent to this address',
  },
  invitationNotSent: {
    cs: 'Pozvánku se nepodařilo odeslat e-mailem. Zkuste to prosím znovu.',
    en: 'The invitation e-mail could not be sent. Please try again.',
  },
} as const satisfies Record<string, Translated>;

export const roleLabels = {
  owner: { cs: 'vlastník', en: 'owner' },
  admin: { cs: 'správce', en: 'admin' },
  editor: { cs: 'editor', en: 'editor' },
  viewer: { cs: 'čtenář', en: 'viewer' },
  billing: { cs: 'fakturace', en: 'billing' },
} as const satisfies Record<string, Translated>;
