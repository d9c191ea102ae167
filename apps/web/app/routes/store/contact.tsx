import { whatsappSupportLink } from '@shringar/contracts/store-promises';
import { CONTACT_SUPPORT_HOURS, ContactPage } from '~/features/contact/contact.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import type { Route } from './+types/contact';
import { QueryScope } from '~/lib/query/query-scope';

export const meta: Route.MetaFunction = ({ matches }) => {
  const s = settingsInMatches(matches);
  const whatsapp = s && whatsappSupportLink(s) ? ', chat with us on WhatsApp' : '';
  return [
    { title: 'Contact Us | Shringar' },
    {
      name: 'description',
      content: `Contact Shringar support: request a call-back${whatsapp}, or write to us. Support hours ${CONTACT_SUPPORT_HOURS}.`,
    },
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
