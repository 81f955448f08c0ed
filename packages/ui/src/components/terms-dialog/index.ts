export {
  TermsDialog,
  type TermsDialogLabels,
  type TermsDialogProps,
  type TermsLink,
} from './terms-dialog';
