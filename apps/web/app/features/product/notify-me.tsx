import { authPathFor } from '@shringar/contracts/store-paths';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { stripLocale, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { getAuthToken } from '~/lib/auth-token';
import { Button } from '~/ui/button';
import { Bell } from '~/ui/icons';
import { toast } from '~/ui/toast';
import { rememberPendingStockAlert, usePendingStockAlert } from './api/pending-stock-alerts';
import { useStockAlert } from './api/stock-alert';
import { messages } from './messages';

/**
 * 'Notify me' under an out-of-stock variant's buttons: a signed-in shopper's alert is saved (one per variant; the
 * API sends it once when the stock comes back); a signed-out one signs in first and comes back to this page. An
 * alert still waiting from an earlier visit shows as asked once the shopper's alerts have loaded.
 */
export function NotifyMe({ productId, variantId }: { productId: number; variantId: number }) {
  const t = useMessages(messages);
  const navigate = useLocaleNavigate();
  const location = useLocation();
  const alert = useStockAlert();
  const [saved, setSaved] = useState(false);
  const requested = usePendingStockAlert(productId, variantId);

  const ask = () => {
    if (!getAuthToken()) {
      toast.info(t.notifySignIn);
      void navigate(authPathFor(stripLocale(`${location.pathname}${location.search}`)));
      return;
    }
    void alert.mutate(variantId, {
      onSuccess: (answer) => {
        setSaved(true);
        rememberPendingStockAlert(productId, variantId, answer.requestedAt);
      },
      onError: () => toast.error(t.notifyFailed),
    });
  };

  if (saved || requested)
    return (
      <p
        role="status"
        className="flex items-center gap-2 text-sm font-medium text-gray-700"
        data-testid="notify-me-saved"
      >
        <Bell aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {t.notifySaved}
      </p>
    );
  return (
    <Button variant="secondary" className="w-full" data-testid="notify-me" disabled={alert.isPending} onClick={ask}>
      <Bell aria-hidden="true" className="h-5 w-5" />
      {t.notifyMe}
    </Button>
  );
}
