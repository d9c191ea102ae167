import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import {
  currentPushSubscription,
  pushSupported,
  subscribeToOrderPushes,
  unsubscribeFromOrderPushes,
} from '~/lib/pwa/web-push-client';
import { messages } from './messages';

/**
 * The profile's opt-in to order updates by push on this device: on asks the browser's permission, subscribes
 * through the service worker and saves the subscription; off forgets it. Hidden where the browser cannot take
 * pushes (no service worker or Push API); the switch reads the browser's own subscription, so it tells the truth
 * for this device.
 */
export function PushSwitch() {
  const t = useMessages(messages);
  const id = useId();
  const [state, setState] = useState<'unknown' | 'unsupported' | 'on' | 'off'>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    let live = true;
    currentPushSubscription()
      .then((s) => live && setState(s ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported' || state === 'unknown') return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await unsubscribeFromOrderPushes();
        setState('off');
        toast.success(t.pushOff);
      } else {
        const result = await subscribeToOrderPushes();
        if (result === 'on') {
          setState('on');
          toast.success(t.pushOn);
        } else if (result === 'denied') toast.error(t.pushDenied);
        else setState('unsupported');
      }
    } catch {
      toast.error(t.pushFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t.notifications} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gray-600" />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="font-semibold text-gray-900">
            {t.pushLabel}
          </label>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {t.pushHint}
          </p>
        </div>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={state === 'on'}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-60 ${
            state === 'on' ? 'bg-brand-600' : 'bg-gray-400'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
              state === 'on' ? 'translate-x-6' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
    </section>
  );
}
