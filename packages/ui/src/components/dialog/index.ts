export { AlertDialog, type AlertDialogProps, Dialog, type DialogProps } from './dialog';
