import { whatsappSupportLink } from '@shringar/contracts/store-promises';
import { ContactPage, contactMessages } from '~/features/contact/contact.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/contact';
import { QueryScope } from '~/lib/query/query-scope';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const s = settingsInMatches(matches);
  const t = contactMessages[localeFromPath(location.pathname)];
  return [
    { title: t.metaTitle },
    { name: 'description', content: t.metaDescription(Boolean(s && whatsappSupportLink(s)), t.hours) },
  ];
};

/** Company details come from the settings the store layout already loads with the first HTML. */
export default function Contact() {
  return (
    <QueryScope>
      <ContactPage />
    </QueryScope>
  );
}
