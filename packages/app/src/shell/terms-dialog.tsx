// The terms dialog as its own chunk: the shell loads it only for a user who has not accepted the terms.
export { TermsDialog as default } from '@hlidka/ui';
