import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
// The stylesheet as a file: the default entry would inject a <style> at run time, which the CSP blocks.
import 'react-toastify/ReactToastify.css';
import './toasts.css';

/** Options of the toast area; the onboarding wizard passes `position="top-center"` and `hideProgressBar`. */
export type ToastsProps = Partial<ToastContainerProps>;

/** The one toast area: top-right, closes after 5000 ms. Show toasts with lib/toast. */
export function Toasts(props: ToastsProps) {
  return <ToastContainer position="top-right" autoClose={5000} closeOnClick={false} pauseOnFocusLoss theme="light" {...props} />;
}
