import { toast, type ToastOptions } from 'react-toastify/unstyled';

// Always the `unstyled` entry: the default entry injects a <style> tag at run time, which the CSP
// blocks; its CSS is imported as a file by components/ui/toasts.tsx instead. Both entries keep
// separate toast stores, so every toast in the app must come from here.
export { toast };

/**
 * Dismisses every toast. A screen that announces success without a toast (the forgot-credential
 * confirmation, the reset modal) calls it as it appears, so no error toast of an earlier try is left saying
 * the opposite (a toast dismisses the existing ones; a success screen does too).
 */
export function dismissToasts(): void {
  toast.dismiss();
}

/** Options every toast takes while a page asks for them (the onboarding wizard: top-center, no progress bar). */
let pageToastOptions: ToastOptions = {};

/**
 * Sets how every toast shows until the returned function is called (the wizard's toasts
 * are top-center without a progress bar; elsewhere top-right). Toasts of lib/http and the captcha follow too.
 */
export function setPageToastOptions(options: ToastOptions): () => void {
  pageToastOptions = options;
  return () => {
    if (pageToastOptions === options) pageToastOptions = {};
  };
}

/** Shows one toast after dismissing the others (never two at once). */
export function showToast(type: 'success' | 'error' | 'info' | 'warning', message: string, options?: ToastOptions) {
  dismissToasts();
  return toast[type](message, { ...pageToastOptions, ...options });
}
