import type { User } from '@shringar/contracts/user';
import { MessageCircle } from '~/ui/icons';
import { toast } from '~/ui/toast';
import { useWhatsAppConsent } from './api/profile';

export const WHATSAPP_CONSENT_MESSAGES = {
  ON: 'You will get order updates on WhatsApp',
  OFF: 'WhatsApp order updates are off',
  FAILED: 'Failed to update WhatsApp preference. Please try again.',
} as const;

/**
 * The shopper's opt-in to order updates (and back-in-stock alerts) on WhatsApp, at their phone number: a switch
 * whose visible text is its name. Off until they turn it on; the store keeps when they did.
 */
export function WhatsAppConsent({ user }: { user: User }) {
  const consent = useWhatsAppConsent();
  const on = consent.isPending ? Boolean(consent.variables) : user.whatsappOrderUpdates;
  const toggle = () =>
    consent.mutate(!user.whatsappOrderUpdates, {
      onSuccess: (saved) =>
        toast.success(saved.whatsappOrderUpdates ? WHATSAPP_CONSENT_MESSAGES.ON : WHATSAPP_CONSENT_MESSAGES.OFF),
      onError: () => toast.error(WHATSAPP_CONSENT_MESSAGES.FAILED),
    });
  return (
    <section aria-label="WhatsApp updates" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <MessageCircle aria-hidden="true" className="h-6 w-6 shrink-0 text-green-700" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span id="whatsapp-consent-label" className="font-medium text-gray-900">
            Order updates on WhatsApp
          </span>
          <span id="whatsapp-consent-hint" className="text-sm text-gray-600">
            Order status and back-in-stock alerts on +91 {user.phoneNumber}
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
