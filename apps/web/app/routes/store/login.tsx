import { storePaths } from '@shringar/contracts/store-paths';
import { redirect } from 'react-router';
import { localeFromPath, localePath } from '~/lib/i18n/i18n';

/**
 * /login is the old address of sign-in: one place signs in, /auth (DESIGN.md); where to come back to and the
 * language (/hi/login → /hi/auth) are kept.
 */
const toSignIn = (request: Request) => {
  const url = new URL(request.url);
  return redirect(localePath(localeFromPath(url.pathname), storePaths.auth) + url.search);
};
export const loader = ({ request }: { request: Request }) => toSignIn(request);
export const clientLoader = ({ request }: { request: Request }) => toSignIn(request);

export default function Login() {
  return null;
}
