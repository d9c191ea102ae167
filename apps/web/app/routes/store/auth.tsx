import { authMessages, SignInPage } from '~/features/auth/auth.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { QueryScope } from '~/lib/query/query-scope';
import type { Route } from './+types/auth';

export const meta = ({ location }: Route.MetaArgs) => {
  const t = authMessages[localeFromPath(location.pathname)];
  return [
    { title: t.metaTitle },
    { name: 'description', content: t.metaDescription },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Auth() {
  return (
    <QueryScope>
      <SignInPage />
    </QueryScope>
  );
}
