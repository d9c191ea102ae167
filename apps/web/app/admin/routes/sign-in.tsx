import { SignInPage } from '../admin.public';

export const meta = () => [{ title: 'Sign in · Shringar console' }];

export default function SignIn() {
  return <SignInPage />;
}
