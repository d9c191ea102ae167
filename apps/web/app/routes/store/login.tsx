import { storePaths } from '@shringar/contracts/store-paths';
import { redirect } from 'react-router';

/** /login is the old address of sign-in: one place signs in, /auth (DESIGN.md); where to come back to is kept. */
const toSignIn = (request: Request) => redirect(storePaths.auth + new URL(request.url).search);
export const loader = ({ request }: { request: Request }) => toSignIn(request);
export const clientLoader = ({ request }: { request: Request }) => toSignIn(request);

export default function Login() {
  return null;
}
