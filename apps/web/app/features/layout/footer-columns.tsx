import { storePaths } from '@shringar/contracts/store-paths';
import type { StoreProfile } from '@shringar/contracts/settings';
import { callSupportNumber, whatsappSupportLink } from '@shringar/contracts/store-promises';
import { MessageCircle } from '~/ui/icons';
import { Mail, Phone } from './layout-icons';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { useSettings } from '~/features/settings/settings.public';
import { Skeleton } from '~/ui/skeleton';
import { usePolicies } from './api/policies';
import { messages } from './messages';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './social-icons';

const LINK = 'text-sm text-gray-300 hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      {children}
    </section>
  );
}

function PolicyLinks() {
  const { data } = usePolicies();
  const t = useMessages(messages);
  if (!data) return <p className="text-sm text-gray-400">{t.policiesFailed}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {data.map((p) => (
        <li key={p.id}>
          <LocaleLink to={storePaths.policy(p.id)} className={LINK}>
            {p.title}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

const SOCIALS: { key: keyof StoreProfile['social']; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'x', label: 'X', Icon: XIcon },
];

function ProfileLine({ width }: { width: string }) {
  return <Skeleton className={`h-3.5 ${width} bg-gray-700`} />;
}

/**
 * Spec 2 footer: Contact, Explore, Policies & Help, Registered Office, Follow Us — company details from settings.
 * A memo without props: the frame's re-renders (a shopper's sign-in state after hydration) must not update the
 * columns' island before it has hydrated, or React would drop its server HTML (ui/island.tsx).
 */
/** The footer's columns: a chunk of their own that loads and hydrates near the viewport (site-footer.tsx). */
export default function FooterColumns() {
  const { data: settings } = useSettings();
  const t = useMessages(messages);
  const profile = settings?.storeProfile;
  // WhatsApp and calls only while the operator's settings offer them.
  const wa = settings ? whatsappSupportLink(settings) : null;
  const call = settings ? callSupportNumber(settings) : null;
  return (
    <>
      <Column title={t.contact}>
        {profile ? (
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a href={`mailto:${profile.email}`} className={`${LINK} inline-flex items-center gap-2`}>
                <Mail aria-hidden="true" className="h-4 w-4" />
                {profile.email}
              </a>
            </li>
            {call && (
              <li>
                <a href={`tel:${call}`} className={`${LINK} inline-flex items-center gap-2`}>
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  {settings!.callSupportNumber}
                </a>
              </li>
            )}
            {wa && (
              <li>
                <a
                  href={wa}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${LINK} inline-flex items-center gap-2`}
                >
                  <MessageCircle aria-hidden="true" className="h-4 w-4" />
                  WhatsApp {settings!.whatsappSupportNumber}
                </a>
              </li>
            )}
          </ul>
        ) : (
          <div className="flex flex-col gap-2.5">
            <ProfileLine width="w-40" />
            <ProfileLine width="w-32" />
          </div>
        )}
      </Column>
      <Column title={t.explore}>
        <ul className="flex flex-col gap-2">
          <li>
            <LocaleLink to={storePaths.shopAll} className={LINK}>
              {t.shopAll}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to={storePaths.contact} className={LINK}>
              {t.contactUs}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to={storePaths.about} className={LINK}>
              {t.aboutUs}
            </LocaleLink>
          </li>
        </ul>
      </Column>
      <Column title={t.policiesHelp}>
        <PolicyLinks />
        <LocaleLink to={storePaths.faqs} className={`${LINK} mt-2 inline-block`}>
          {t.helpFaqs}
        </LocaleLink>
      </Column>
      <Column title={t.registeredOffice}>
        {profile ? (
          <address className="flex flex-col gap-1 text-sm not-italic text-gray-300">
            <span className="font-medium text-white">{profile.legalName}</span>
            <span>{profile.address}</span>
            <span>CIN: {profile.cin}</span>
            <span>GSTIN: {profile.gstin}</span>
          </address>
        ) : (
          <div className="flex flex-col gap-2.5">
            <ProfileLine width="w-44" />
            <ProfileLine width="w-36" />
            <ProfileLine width="w-40" />
          </div>
        )}
      </Column>
      <Column title={t.followUs}>
        <ul className="flex gap-3">
          {SOCIALS.filter((s) => profile?.social[s.key]).map(({ key, label, Icon }) => (
            <li key={key}>
              <a
                href={profile!.social[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.socialLink(profile!.name, label)}
                className="flex h-10 w-10 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand-600 hover:text-white"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </Column>
    </>
  );
}
