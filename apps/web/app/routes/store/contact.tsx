import { ContactPage } from '~/features/contact/contact.public';

export const meta = () => [
  { title: 'Contact Us | Shringar' },
  {
    name: 'description',
    content:
      'Contact Shringar support: request a call-back, chat with us on WhatsApp, or write to us. Support hours Mon-Sat 10:00 AM to 6:00 PM IST.',
  },
];

/** Company details come from the settings the store layout already loads with the first HTML. */
export default function Contact() {
  return <ContactPage />;
}
