import { whatsappSupportLink } from '@shringar/contracts/store-promises';
import { MessageCircle } from '~/ui/icons';
import { useSettings } from '~/features/settings/settings.public';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * Spec 2: a floating WhatsApp button at the bottom right when WhatsApp support is active (number per spec 5).
 * Below the footer it keeps the room it floats in (bottom-5 plus h-14, in the footer's colour): a page scrolled
 * to its end then shows its last line clear of the button.
 */
export function WhatsappButton({ phoneHidden = false }: { phoneHidden?: boolean }) {
  const { data } = useSettings();
  const t = useMessages(messages);
  const href = data ? whatsappSupportLink(data) : null;
  if (!href) return null;
  return (
    <>
      <div aria-hidden="true" className={`${phoneHidden ? 'hidden sm:block' : ''} h-19 shrink-0 bg-gray-900`} />
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.whatsappChat}
        data-testid="whatsapp-button"
        className={`fixed bottom-5 right-5 z-30 h-14 w-14 ${phoneHidden ? 'hidden sm:flex' : 'flex'} items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg hover:bg-[#17703c]`}
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </a>
    </>
  );
}
