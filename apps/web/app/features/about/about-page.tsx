import { storePaths } from '@shringar/contracts/store-paths';
import type { StoreProfile } from '@shringar/contracts/settings';
import { callSupportNumber, whatsappSupportLink } from '@shringar/contracts/store-promises';
import { BadgeCheck, Clock, Headphones, Mail, MessageCircle, Phone, RotateCcw, Truck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { frameMessages, freeShippingLine } from '~/features/layout/layout.public';
import { messages } from './messages';
import { useSettings } from '~/features/settings/settings.public';
import { Skeleton } from '~/ui/skeleton';

const POLICY_LINKS = [
  { to: '/policy/privacy-policy', label: 'privacy' },
  { to: '/policy/terms-and-conditions', label: 'terms' },
  { to: '/policy/return-refund-policy', label: 'returns' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-3 text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Reason({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-3 rounded-xl bg-gray-50 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
        <p className="mt-0.5 text-sm text-gray-600">{text}</p>
      </div>
    </li>
  );
}

function Registration({ profile }: { profile: StoreProfile }) {
  const t = useMessages(messages);
  const rows: [string, string][] = [
    [t.legalName, profile.legalName],
    ['CIN', profile.cin],
    ['GSTIN', profile.gstin],
    [t.office, `${profile.address}, ${profile.state} ${profile.pincode}`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-gray-500">{label}</dt>
          <dd className="break-words text-sm text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * Spec 2 'About': company information, why choose us, mission, registration details, policy links, support
 * e-mail and phone, a WhatsApp chat link and business hours. Company details come from settings.storeProfile.
 */
export function AboutPage() {
  const t = useMessages(messages);
  const frame = useMessages(frameMessages);
  const settings = useSettings();
  const profile = settings.data?.storeProfile;
  const name = profile?.name ?? 'Shringar';
  // Fees, cash on delivery and support channels as the live settings have them.
  const s = settings.data;
  const whatsapp = s ? whatsappSupportLink(s) : null;
  const call = s ? callSupportNumber(s) : null;
  const loading = <Skeleton className="h-24 w-full" />;

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 px-5 py-10 sm:px-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.aboutUs}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t.heading(name)}</h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-gray-700">{t.intro(name)}</p>
      </div>

      <div className="mt-6 grid gap-6">
        <Section id="why-us" title={t.whyUs}>
          <ul className="grid gap-3 sm:grid-cols-2">
            <Reason
              icon={<BadgeCheck aria-hidden="true" className="h-5 w-5" />}
              title={t.genuine}
              text={t.genuineText}
            />
            <Reason
              icon={<Truck aria-hidden="true" className="h-5 w-5" />}
              title={t.freeShipping}
              text={s ? t.acrossIndia(freeShippingLine(s, frame)) : t.deliveryAcrossIndia}
            />
            <Reason
              icon={<Wallet aria-hidden="true" className="h-5 w-5" />}
              title={t.payYourWay}
              text={s?.isCodAvailable === false ? t.payNoCod : t.payWithCod}
            />
            <Reason
              icon={<RotateCcw aria-hidden="true" className="h-5 w-5" />}
              title={t.easyReturns}
              text={t.easyReturnsText}
            />
          </ul>
        </Section>

        <Section id="mission" title={t.mission}>
          <p className="text-sm leading-relaxed text-gray-700">{t.missionText}</p>
        </Section>

        <div className="grid gap-6 md:grid-cols-2">
          <Section id="registration" title={t.registration}>
            {profile ? <Registration profile={profile} /> : loading}
          </Section>

          <Section id="support" title={t.support}>
            {profile ? (
              <ul className="flex flex-col gap-3 text-sm text-gray-800">
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="h-4 w-4 text-brand-600" />
                  {t.email}{' '}
                  <a className={LINK} href={`mailto:${profile.email}`}>
                    {profile.email}
                  </a>
                </li>
                {call && (
                  <li className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="h-4 w-4 text-brand-600" />
                    {t.phone}{' '}
                    <a className={LINK} href={`tel:${call}`}>
                      {s!.callSupportNumber}
                    </a>
                  </li>
                )}
                {whatsapp && (
                  <li className="flex items-center gap-2">
                    <MessageCircle aria-hidden="true" className="h-4 w-4 text-brand-600" />
                    <a className={LINK} href={whatsapp} target="_blank" rel="noopener noreferrer">
                      {t.whatsapp}
                    </a>
                  </li>
                )}
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="h-4 w-4 text-brand-600" />
                  {t.hours}
                </li>
                <li className="flex items-center gap-2">
                  <Headphones aria-hidden="true" className="h-4 w-4 text-brand-600" />
                  <LocaleLink className={LINK} to={storePaths.contact}>
                    {t.callBack}
                  </LocaleLink>
                </li>
              </ul>
            ) : (
              loading
            )}
          </Section>
        </div>

        <Section id="policies" title={t.policies}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {POLICY_LINKS.map((p) => (
              <li key={p.to}>
                <LocaleLink className={LINK} to={p.to}>
                  {t[p.label]}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </main>
  );
}
