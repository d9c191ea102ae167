import { AboutPage, aboutMessages } from '~/features/about/about.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = aboutMessages[localeFromPath(location.pathname)];
  return [{ title: t.metaTitle }, { name: 'description', content: t.metaDescription }];
};

/** Company details come from the settings the store layout already loads with the first HTML. */
export default function About() {
  return <AboutPage />;
}
