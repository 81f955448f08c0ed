export { Toaster, type ToasterProps, toastVariants } from './toast';
export {
  clearToasts,
  dismissToast,
  setToastDuration,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
  toastDuration,
  useToast,
} from './use-toast';
