import type { User } from '@shringar/contracts/user';
import { MessageCircle } from '~/ui/icons';
import { toast } from '~/ui/toast';
import { useMessages } from '~/lib/i18n/i18n';
import { useWhatsAppConsent } from './api/profile';
import { messages } from './messages';

/**
 * The shopper's opt-in to order updates (and back-in-stock alerts) on WhatsApp, at their phone number: a switch
 * whose visible text is its name. Off until they turn it on; the store keeps when they did.
 */
export function WhatsAppConsent({ user }: { user: User }) {
  const t = useMessages(messages);
  const consent = useWhatsAppConsent();
  const on = consent.isPending ? Boolean(consent.variables) : user.whatsappOrderUpdates;
  const toggle = () =>
    consent.mutate(!user.whatsappOrderUpdates, {
      onSuccess: (saved) => toast.success(saved.whatsappOrderUpdates ? t.whatsappOn : t.whatsappOff),
      onError: () => toast.error(t.whatsappFailed),
    });
  return (
    <section aria-label={t.whatsappUpdates} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <MessageCircle aria-hidden="true" className="h-6 w-6 shrink-0 text-green-700" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span id="whatsapp-consent-label" className="font-medium text-gray-900">
            {t.whatsappLabel}
          </span>
          <span id="whatsapp-consent-hint" className="text-sm text-gray-600">
            {t.whatsappHint(user.phoneNumber)}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="whatsapp-consent-label"
          aria-describedby="whatsapp-consent-hint"
          disabled={consent.isPending}
          onClick={toggle}
          data-testid="whatsapp-consent"
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${on ? 'bg-green-700' : 'bg-gray-400'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
    </section>
  );
}
