// Screen states that, switched to the other language, still show a text worded before the switch. Either the server
// worded it for an earlier request (a field error after a save: it is worded again only by the next request), or the
// screen keeps a finished message in its state instead of a code it renders, in a screen someone else is changing
// right now (issue 15 report; remove the entry once it renders from codes). These stories are still checked in the
// language they render in; only the check after the switch leaves them out.
export const WORDED_BEFORE_SWITCH: Readonly<Record<string, string>> = {
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
