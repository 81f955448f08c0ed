// The error vocabulary without zod: the codes, their statuses and generic messages (the app words errors with them
// on screens that carry no schemas, such as sign-in).

/**
 * Every error code the API answers with, and the HTTP status it maps to by default.
 * To add a code, append one line here (code: status) and its generic cs/en message in `errorCodeMessages` below (the
 * compiler insists); `ErrorCode` and the error handler pick it up.
 */
export const errorCodeStatus = {
  VALIDATION_ERROR: 400,
  INVALID_BODY: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_TOKEN_UNAVAILABLE: 401,
  TOKEN_EXPIRED: 401,
  /** The API key's expiry date has passed. */
  API_KEY_EXPIRED: 401,
  PLAN_LIMIT_REACHED: 403,
  FORBIDDEN: 403,
  /** The API key's scopes do not cover the action on the resource. */
  API_KEY_SCOPE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The same owner or team already checks this address; sent again with `allowDuplicate: true` it is saved. */
  DUPLICATE_WEBSITE: 409,
  /** The owner or team already has a website group of this name. */
  DUPLICATE_GROUP_NAME: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  FEATURE_DISABLED: 503,
  SERVICE_UNAVAILABLE: 503,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_DECLINED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_WRONG_ACCOUNT: 403,
  /** The second sign-in step's challenge is unknown, used or expired: start again with the password (or Google). */
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  /** A team requires two-factor sign-in and the caller has none. */
  TWO_FACTOR_REQUIRED: 403,
  /** The account's team signs in only through its single sign-on (password and Google refused). */
  SSO_REQUIRED: 403,
  /** An acknowledgement link that is not one of ours (altered, cut short, or for another purpose). */
  ACK_LINK_INVALID: 400,
  /** An acknowledgement link past its end. */
  ACK_LINK_EXPIRED: 410,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodeStatus;

/**
 * The generic message of each code in Czech and English: the server's when an error carries no message of its own, the
 * app's for an answer that came without both languages (an older server, a proxy, a mock).
 */
export const errorCodeMessages: Record<ErrorCode, { cs: string; en: string }> = {
  VALIDATION_ERROR: { cs: 'Zkontrolujte zadané údaje.', en: 'Please check the data you entered.' },
  INVALID_BODY: { cs: 'Tělo požadavku není platný JSON v UTF-8.', en: 'The request body is not valid UTF-8 JSON.' },
  UNAUTHORIZED: { cs: 'Přihlaste se prosím.', en: 'Please sign in.' },
  INVALID_CREDENTIALS: { cs: 'Nesprávný e-mail nebo heslo.', en: 'Incorrect e-mail or password.' },
  REFRESH_TOKEN_UNAVAILABLE: {
    cs: 'Přihlášení vypršelo. Přihlaste se znovu.',
    en: 'Your session has expired. Please sign in again.',
  },
  TOKEN_EXPIRED: { cs: 'Platnost přihlášení vypršela.', en: 'Your sign-in has expired.' },
  API_KEY_EXPIRED: { cs: 'Platnost API klíče vypršela.', en: 'The API key has expired.' },
  PLAN_LIMIT_REACHED: {
    cs: 'Dosáhli jste limitu svého tarifu.',
    en: 'You have reached the limit of your plan.',
  },
  FORBIDDEN: { cs: 'K této akci nemáte oprávnění.', en: 'You are not allowed to do this.' },
  API_KEY_SCOPE: {
    cs: 'Oprávnění API klíče tuto akci nezahrnují.',
    en: "The API key's scopes do not cover this.",
  },
  NOT_FOUND: { cs: 'Požadovaná položka nebyla nalezena.', en: 'The requested item was not found.' },
  METHOD_NOT_ALLOWED: { cs: 'Tato metoda není povolena.', en: 'This method is not allowed.' },
  CONFLICT: { cs: 'Položka již existuje nebo byla mezitím změněna.', en: 'The item already exists or has changed.' },
  PAYLOAD_TOO_LARGE: {
    cs: 'Požadavek je příliš velký (nejvýše 1 MB).',
    en: 'The request is too large (1 MB at most).',
  },
  DUPLICATE_WEBSITE: {
    cs: 'Web s touto adresou už sledujete.',
    en: 'You already monitor a website with this address.',
  },
  DUPLICATE_GROUP_NAME: {
    cs: 'Skupina s tímto názvem už existuje.',
    en: 'A group with this name already exists.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    cs: 'Nepodporovaný typ obsahu. Pošlete JSON.',
    en: 'Unsupported content type. Please send JSON.',
  },
  RATE_LIMITED: {
    cs: 'Příliš mnoho požadavků. Zkuste to prosím za chvíli.',
    en: 'Too many requests. Please try again shortly.',
  },
  INTERNAL_ERROR: {
    cs: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
    en: 'Something went wrong on the server. Please try again.',
  },
  FEATURE_DISABLED: {
    cs: 'Tato funkce není na serveru nastavena.',
    en: 'This feature is not configured on the server.',
  },
  SERVICE_UNAVAILABLE: {
    cs: 'Služba je dočasně nedostupná. Zkuste to prosím za chvíli.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  INVITATION_EXPIRED: { cs: 'Platnost pozvánky vypršela.', en: 'The invitation has expired.' },
  INVITATION_USED: { cs: 'Pozvánka již byla použita.', en: 'The invitation has already been used.' },
  INVITATION_DECLINED: { cs: 'Pozvánka byla odmítnuta.', en: 'The invitation was declined.' },
  INVITATION_REVOKED: { cs: 'Pozvánka byla zrušena.', en: 'The invitation was revoked.' },
  INVITATION_WRONG_ACCOUNT: {
    cs: 'Pozvánka je určena pro jinou e-mailovou adresu.',
    en: 'This invitation is for a different e-mail address.',
  },
  TWO_FACTOR_CHALLENGE_INVALID: {
    cs: 'Přihlášení vypršelo. Zadejte prosím znovu heslo.',
    en: 'The sign-in has expired. Please enter your password again.',
  },
  TWO_FACTOR_REQUIRED: {
    cs: 'Tento tým vyžaduje dvoufázové ověření. Zapněte si ho v nastavení zabezpečení.',
    en: 'This team requires two-factor authentication. Turn it on in your security settings.',
  },
  SSO_REQUIRED: {
    cs: 'Váš tým vyžaduje přihlášení přes jednotné přihlášení (SSO). Použijte „Přihlásit přes SSO“.',
    en: 'Your team requires single sign-on (SSO). Use “Sign in with SSO”.',
  },
  ACK_LINK_INVALID: {
    cs: 'Odkaz pro převzetí incidentu není platný.',
    en: 'This acknowledgement link is not valid.',
  },
  ACK_LINK_EXPIRED: {
    cs: 'Platnost odkazu pro převzetí incidentu vypršela.',
    en: 'This acknowledgement link has expired.',
  },
};
