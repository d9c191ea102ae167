import { redirect } from 'react-router';

/** /login is the old address of sign-in: one place signs in, /auth (DESIGN.md). */
export const loader = () => redirect('/auth');
export const clientLoader = () => redirect('/auth');

export default function Login() {
  return null;
}
