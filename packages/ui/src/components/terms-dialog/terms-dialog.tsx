import * as React from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button';
import { Checkbox } from '../checkbox';

export type TermsLink = { href: string; label: string };

export type TermsDialogLabels = {
  title: string;
  description?: string;
  /** The required checkbox, e.g. "Souhlasím s obchodními podmínkami a zásadami ochrany osobních údajů". */
  required: string;
  /** The optional marketing checkbox. */
  marketing: string;
  cancel: string;
  accept: string;
  /** Shown on Accept while saving, e.g. "Ukládám...". */
  accepting: string;
};

export type TermsDialogProps = {
  isOpen: boolean;
  labels: TermsDialogLabels;
  /** The business terms and the privacy policy: external pages, opened in a new tab. */
  termsLink: TermsLink;
  privacyLink: TermsLink;
  /**
   * Whether the user may close the dialog without accepting. When false, outside clicks and Escape do nothing and
   * Cancel stays disabled until the required box is ticked.
   */
  isDismissable?: boolean;
  /** Accept shows `labels.accepting` and is busy. */
  isSaving?: boolean;
  onAccept: (consents: { marketing: boolean }) => void;
  onCancel: () => void;
};

const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function TermsDialog({
  isOpen,
  labels,
  termsLink,
  privacyLink,
  isDismissable = false,
  isSaving = false,
  onAccept,
  onCancel,
}: TermsDialogProps) {
  const [accepted, setAccepted] = React.useState(false);
  const [marketing, setMarketing] = React.useState(false);
  const cancelDisabled = (!isDismissable && !accepted) || isSaving;

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4 data-entering:animate-[hlidka-fade-in_150ms] motion-reduce:animate-none"
    >
      <Modal className="w-full max-w-lg rounded-lg border bg-background text-foreground shadow-lg outline-hidden">
        <Dialog role="alertdialog" data-slot="terms-dialog" className="flex flex-col gap-4 p-6 outline-hidden">
          <Heading slot="title" className="font-semibold text-lg">
            {labels.title}
          </Heading>
          {labels.description ? <p className="text-muted-foreground text-sm">{labels.description}</p> : null}
          <div className="flex flex-col gap-1">
            <Checkbox isSelected={accepted} onChange={setAccepted} isRequired isDisabled={isSaving}>
              {labels.required}
            </Checkbox>
            <p className="flex flex-wrap gap-x-4 gap-y-1 pl-6 text-sm">
              <a className={linkClass} href={termsLink.href} target="_blank" rel="noopener noreferrer">
                {termsLink.label}
              </a>
              <a className={linkClass} href={privacyLink.href} target="_blank" rel="noopener noreferrer">
                {privacyLink.label}
              </a>
            </p>
          </div>
          <Checkbox isSelected={marketing} onChange={setMarketing} isDisabled={isSaving}>
            {labels.marketing}
          </Checkbox>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
              {labels.cancel}
            </Button>
            <Button disabled={!accepted} isLoading={isSaving} onClick={() => onAccept({ marketing })}>
              {isSaving ? labels.accepting : labels.accept}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
