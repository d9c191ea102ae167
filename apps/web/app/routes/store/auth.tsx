import { SignInPage } from '~/features/auth/auth.public';
import { QueryScope } from '~/lib/query/query-scope';

export const meta = () => [
  { title: 'Sign in | Shringar' },
  { name: 'description', content: 'Sign in to Shringar with your mobile number and a one-time code.' },
  { name: 'robots', content: 'noindex' },
];

export default function Auth() {
  return (
    <QueryScope>
      <SignInPage />
    </QueryScope>
  );
}
