import { callSupportNumber, whatsappSupportLink } from '@shringar/contracts/store-promises';
import { storePaths } from '@shringar/contracts/store-paths';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink, useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { useSettings } from '~/features/settings/settings.public';
import { buttonClass } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { RequestCallForm } from './request-call-form';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</p>
        <div className="break-words text-sm text-gray-900">{children}</div>
      </div>
    </li>
  );
}

/** Spec 2 'Contact': Request a Call, a WhatsApp support link, support hours and the company's details. */
export function ContactPage() {
  const t = useMessages(messages);
  const locale = useLocale();
  const settings = useSettings();
  const profile = settings.data?.storeProfile;
  // WhatsApp and calls only while the operator's settings offer them.
  const s = settings.data;
  const whatsapp = s ? whatsappSupportLink(s) : null;
  const call = s ? callSupportNumber(s) : null;

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-gray-600">{t.intro(Boolean(whatsapp))}</p>
      <p className="mt-2 text-sm text-gray-700">
        {t.faqsBefore}
        <LocaleLink to={storePaths.faqs} className="font-medium text-brand-700 underline underline-offset-2">
          {t.faqs}
        </LocaleLink>
        {t.faqsAfter}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="request-call-title"
          className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="request-call-title" className="text-xl font-semibold text-gray-900">
            {t.requestCall}
          </h2>
          <p className="mt-1 mb-4 text-sm text-gray-600">
            {(locale === 'hi' ? settings.data?.helpAndSupportTextHindi : settings.data?.helpAndSupportTextEnglish) ||
              t.callBack}
          </p>
          <RequestCallForm />
          <div className="mt-6 flex flex-col gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center">
            <p className="flex items-center gap-2 text-sm text-gray-700">
              <Clock aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {t.supportHours(t.hours)}
            </p>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary', 'md', 'sm:ml-auto')}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4 text-[#1f8f4e]" />
                {t.whatsapp}
              </a>
            )}
          </div>
        </section>

        <section aria-labelledby="reach-us-title" className="rounded-2xl bg-gray-50 p-5 sm:p-6">
          <h2 id="reach-us-title" className="text-lg font-semibold text-gray-900">
            {t.reachUs}
          </h2>
          {profile ? (
            <ul className="mt-4 flex flex-col gap-4">
              <Detail icon={<Mail aria-hidden="true" className="h-4 w-4" />} label={t.email}>
                <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${profile.email}`}>
                  {profile.email}
                </a>
              </Detail>
              {call && (
                <Detail icon={<Phone aria-hidden="true" className="h-4 w-4" />} label={t.phone}>
                  <a className="text-brand-700 underline-offset-2 hover:underline" href={`tel:${call}`}>
                    {s!.callSupportNumber}
                  </a>
                </Detail>
              )}
              <Detail icon={<MapPin aria-hidden="true" className="h-4 w-4" />} label={t.office}>
                <span className="font-medium">{profile.legalName}</span>
                <br />
                {profile.address}, {profile.state} {profile.pincode}
              </Detail>
            </ul>
          ) : !settings.ok ? (
            <p className="mt-4 text-sm text-gray-600">{settings.message}</p>
          ) : (
            <div className="mt-4 flex flex-col gap-4" aria-busy="true" aria-label={t.loadingDetails}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
