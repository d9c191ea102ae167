import { verifyWalletTopUp } from '@shringar/contracts/endpoints/wallet';
import type { PublicSettings } from '@shringar/contracts/settings';
import type { WalletTopupAnswer } from '@shringar/contracts/wallet';
import { callApi } from '~/lib/call-api';
import { openGateway } from './open-gateway';

export type TopUpOutcome =
  | { kind: 'credited'; balance: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  | { kind: 'unverified' };

/**
 * Pays a wallet top-up the server started (POST /wallet/init) in the same payment window the checkout uses,
 * then verifies it: paid and verified → the new balance; dismissed or failed → the server hears why (best
 * effort) and nothing is credited; paid but not verified → the provider's webhook may still credit it.
 */
export async function payWalletTopUp(
  topUp: WalletTopupAnswer,
  settings: Pick<PublicSettings, 'paymentProvider' | 'storeProfile'>,
): Promise<TopUpOutcome> {
  const outcome = await openGateway({ ...topUp, description: 'Add money to wallet' }, settings);
  if (outcome.kind === 'paid') {
    try {
      const answer = await callApi(verifyWalletTopUp, {
        body: {
          walletTopupId: topUp.walletTopupId,
          paymentId: outcome.response.razorpay_payment_id,
          signature: outcome.response.razorpay_signature,
        },
      });
      return { kind: 'credited', balance: answer.walletAmount };
    } catch {
      return { kind: 'unverified' };
    }
  }
  const reason = outcome.kind === 'failed' ? outcome.failure.error.description : '';
  await callApi(verifyWalletTopUp, {
    body: {
      walletTopupId: topUp.walletTopupId,
      paymentId: null,
      signature: null,
      reason: (outcome.kind === 'dismissed' ? 'Payment cancelled by user' : `Payment failed: ${reason}`).slice(0, 200),
    },
  }).catch(() => undefined);
  return outcome.kind === 'dismissed' ? { kind: 'cancelled' } : { kind: 'failed', reason };
}
