import type { Payout } from '@shringar/contracts/refunds';
import { type MessageLocale, rupeesIn } from './message-locale.ts';

/**
 * The in-app notifications other modules write for a shopper about their order (a return decided, a refund
 * given), in both of the store's languages: engagement's addNotificationInLanguage keeps the one the shopper
 * reads (users.preferred_locale). The store's own words (an operator's note or reason) are added as written.
 */
export type NoticeTexts = Record<MessageLocale, { title: string; body: string }>;

/** What a refund is for: the order as a whole, or the return of one of its items. */
export type RefundSubject = { kind: 'order' } | { kind: 'return'; productName: string };

export function returnApprovedNotice(productName: string, orderId: string, note?: string): NoticeTexts {
  const more = note ? ` ${note}` : '';
  return {
    en: {
      title: 'Return approved',
      body: `Your return of ${productName} (order ${orderId}) is approved. Please keep it packed for pickup.${more}`,
    },
    hi: {
      title: 'वापसी मंज़ूर हो गई',
      body: `ऑर्डर ${orderId} के ${productName} की वापसी मंज़ूर हो गई है। कृपया इसे पिकअप के लिए पैक करके रखें।${more}`,
    },
  };
}

export function returnRejectedNotice(productName: string, orderId: string, reason: string): NoticeTexts {
  return {
    en: {
      title: 'Return not accepted',
      body: `We could not accept the return of ${productName} (order ${orderId}): ${reason}`,
    },
    hi: {
      title: 'वापसी स्वीकार नहीं हुई',
      body: `माफ़ कीजिए, हम ऑर्डर ${orderId} के ${productName} की वापसी स्वीकार नहीं कर सके: ${reason}`,
    },
  };
}

/** The English words for a refund's subject, as the wallet line and the notification say them. */
export const refundSubjectText = (s: RefundSubject) =>
  s.kind === 'order' ? 'your order' : `your return of ${s.productName}`;

/** '… for your return of X (order Y)' in Hindi: 'X की वापसी (ऑर्डर Y)' / 'ऑर्डर Y'. */
const hindiRefundFor = (s: RefundSubject, orderId: string) =>
  s.kind === 'order' ? `ऑर्डर ${orderId}` : `${s.productName} की वापसी (ऑर्डर ${orderId})`;

/** Money put in the shopper's Shringar wallet. */
export function walletRefundNotice(amountPaise: number, subject: RefundSubject, orderId: string): NoticeTexts {
  return {
    en: {
      title: 'Refund added to your wallet',
      body: `${rupeesIn('en', amountPaise)} for ${refundSubjectText(subject)} (order ${orderId}) is in your Shringar wallet.`,
    },
    hi: {
      title: 'रिफ़ंड आपके वॉलेट में आ गया',
      body: `${hindiRefundFor(subject, orderId)} के ${rupeesIn('hi', amountPaise)} आपके Shringar वॉलेट में आ गए हैं।`,
    },
  };
}

/** Money the store sent to the shopper's UPI id or bank account itself, with the bank's reference. */
export function payoutRefundNotice(
  amountPaise: number,
  subject: RefundSubject,
  orderId: string,
  payout: Payout,
): NoticeTexts {
  const upi = payout.method === 'UPI';
  return {
    en: {
      title: 'Refund sent',
      body: `${rupeesIn('en', amountPaise)} for ${refundSubjectText(subject)} (order ${orderId}) was sent ${
        upi ? `to your UPI id ${payout.upiId}` : `to your bank account ending ${payout.accountLast4}`
      } (reference ${payout.reference}).`,
    },
    hi: {
      title: 'रिफ़ंड भेज दिया गया',
      body: `${hindiRefundFor(subject, orderId)} के ${rupeesIn('hi', amountPaise)} ${
        upi ? `आपकी UPI ID ${payout.upiId} पर` : `आपके ${payout.accountLast4} पर खत्म होने वाले बैंक खाते में`
      } भेज दिए गए हैं (रेफ़रेंस ${payout.reference})।`,
    },
  };
}
