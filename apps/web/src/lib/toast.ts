/**
 * Toasts are a courtesy, never the only place information appears: every toast message is also shown
 * (or its effect is visible) on the page. react-toastify is loaded on demand to keep the landing page
 * small; ids de-duplicate repeated messages.
 */
type Kind = 'info' | 'success' | 'error';

function show(kind: Kind, message: string, id?: string): void {
  void import('react-toastify/unstyled').then(({ toast }) => {
    toast[kind](message, { toastId: id ?? message });
  });
}

export function toastInfo(message: string, id?: string): void {
  show('info', message, id);
}

export function toastSuccess(message: string, id?: string): void {
  show('success', message, id);
}

export function toastError(message: string, id?: string): void {
  show('error', message, id);
}
