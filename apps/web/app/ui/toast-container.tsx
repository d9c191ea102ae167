import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** Spec 2: toasts at the top right, 3 s, close on click, pause on hover and on focus loss. */
export default function StoreToastContainer() {
  return <ToastContainer position="top-right" autoClose={3000} closeOnClick pauseOnHover pauseOnFocusLoss />;
}
