import { toast } from 'react-toastify/unstyled';

/**
 * Toasts are a courtesy, never the only place information appears: every toast message is also shown
 * (or its effect is visible) on the page. Ids de-duplicate repeated messages.
 */
export function toastInfo(message: string, id?: string): void {
  toast.info(message, { toastId: id ?? message });
}

export function toastSuccess(message: string, id?: string): void {
  toast.success(message, { toastId: id ?? message });
}

export function toastError(message: string, id?: string): void {
  toast.error(message, { toastId: id ?? message });
}
