import { AboutPage } from '~/features/about/about.public';

export const meta = () => [
  { title: 'About Us | Shringar' },
  {
    name: 'description',
    content:
      'About Shringar: an online store for beauty, fashion and lifestyle shoppers in India. Our mission, why shoppers choose us, company registration details and 24x7 support.',
  },
];

/** Company details come from the settings the store layout already loads with the first HTML. */
export default function About() {
  return <AboutPage />;
}
