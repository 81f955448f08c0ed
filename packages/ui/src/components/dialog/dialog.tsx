import { X } from 'lucide-react';
import type * as React from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Pressable,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button';

const overlayClass =
  'fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4 data-entering:animate-[hlidka-fade-in_150ms] motion-reduce:animate-none';
const modalClass = 'w-full max-w-lg rounded-lg border bg-background text-foreground shadow-lg outline-hidden';

export type DialogProps = {
  /** The element that opens it (a Button); omit it and control `isOpen` instead. */
  trigger?: React.ReactElement;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Buttons at the bottom. */
  footer?: React.ReactNode;
  /** Accessible label of the corner close button; without it there is none. */
  closeLabel?: string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on an outside click. Default true; Escape always closes. */
  isDismissable?: boolean;
  className?: string;
};

/** A modal dialog (React Aria): focus is trapped and returned, Escape closes. */
export function Dialog({
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  className,
}: DialogProps) {
  const modal = (
    <ModalOverlay
      isDismissable={isDismissable}
      isOpen={trigger ? undefined : isOpen}
      defaultOpen={trigger ? undefined : defaultOpen}
      onOpenChange={trigger ? undefined : onOpenChange}
      className={overlayClass}
    >
      <Modal className={cn(modalClass, className)}>
        <AriaDialog data-slot="dialog" className="relative flex flex-col gap-4 p-6 outline-hidden">
          <Heading slot="title" className="pr-6 font-semibold text-lg">
            {title}
          </Heading>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
          {children}
          {footer ? <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
          {closeLabel ? (
            <AriaButton
              slot="close"
              aria-label={closeLabel}
              className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground outline-hidden hover:text-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
            >
              <X aria-hidden="true" className="size-4" />
            </AriaButton>
          ) : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Pressable>{trigger as React.ReactElement<React.DOMAttributes<Element>, string>}</Pressable>
      {modal}
    </DialogTrigger>
  );
}

export type AlertDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** `destructive` for deletions. Default `default`. */
  variant?: 'default' | 'destructive';
  /** The confirm button shows a spinner; `confirmingLabel` replaces its text. */
  isConfirming?: boolean;
  confirmingLabel?: string;
};

/**
 * A confirmation (role `alertdialog`): not closed by an outside click; Escape and Cancel close it. The confirm button
 * does not close it by itself: close it from `onConfirm` when the work is done.
 */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = 'default',
  isConfirming = false,
  confirmingLabel,
}: AlertDialogProps) {
  const confirmVariant: ButtonProps['variant'] = variant === 'destructive' ? 'destructive' : 'default';
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={overlayClass}>
      <Modal className={modalClass}>
        <AriaDialog role="alertdialog" data-slot="alert-dialog" className="flex flex-col gap-4 p-6 outline-hidden">
          <Heading slot="title" className="font-semibold text-lg">
            {title}
          </Heading>
          <p className="text-muted-foreground text-sm">{description}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={isConfirming} onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button variant={confirmVariant} isLoading={isConfirming} onClick={onConfirm}>
              {isConfirming && confirmingLabel ? confirmingLabel : confirmLabel}
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
