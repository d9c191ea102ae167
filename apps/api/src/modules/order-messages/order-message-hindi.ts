import type { OrderEvent, OrderMessageDetails } from '../../db/schema/messages.ts';
import { rupeesIn } from './message-locale.ts';
import type { OrderForMessage } from './order-for-message.ts';

const rupees = (paise: number) => rupeesIn('hi', paise);

/**
 * What an order event says to a shopper whose language is Hindi (users.preferred_locale): the subject (the
 * notification's title) and the summary (its body, the SMS, the e-mail's opening, WhatsApp's {{2}}), in the
 * everyday Hindi of the store's /hi pages. The English texts stay in order-message-content.ts.
 */
export function hindiHeadline(event: OrderEvent, order: OrderForMessage, details: OrderMessageDetails) {
  const id = order.id;
  const total = rupees(order.totalPaise);
  switch (event) {
    case 'placed':
      return details.codConfirmLink
        ? {
            subject: `कृपया अपना ऑर्डर ${id} कन्फ़र्म करें`,
            summary: `हमसे खरीदारी के लिए धन्यवाद! ${total} का आपका कैश ऑन डिलीवरी ऑर्डर ${id} मिल गया है। कृपया इसे कन्फ़र्म करें ताकि हम इसे पैक कर सकें: ${details.codConfirmLink}`,
          }
        : {
            subject: `आपका ऑर्डर ${id} मिल गया है`,
            summary: `हमसे खरीदारी के लिए धन्यवाद! ${total} का आपका ऑर्डर ${id} मिल गया है। शिप होते ही हम आपको बताएँगे।`,
          };
    case 'payment_link':
      return {
        subject: `अपने ऑर्डर ${id} का भुगतान करें`,
        summary: `${total} का आपका ऑर्डर ${id} आपके भुगतान का इंतज़ार कर रहा है। यहाँ सुरक्षित भुगतान करें: ${details.paymentLink ?? ''}`,
      };
    case 'paid':
      return {
        subject: `भुगतान मिल गया: ऑर्डर ${id} कन्फ़र्म है`,
        summary: `हमें आपका भुगतान मिल गया है और ${total} का आपका ऑर्डर ${id} कन्फ़र्म है। शिप होते ही हम आपको बताएँगे।`,
      };
    case 'shipped':
      return {
        subject: `आपका ऑर्डर ${id} शिप हो गया है`,
        summary: `आपका ऑर्डर ${id} रास्ते में है।${order.trackingId ? ` ट्रैकिंग नंबर: ${order.trackingId}।` : ''}`,
      };
    case 'delivered':
      return {
        subject: `आपका ऑर्डर ${id} डिलीवर हो गया है`,
        summary: `आपका ऑर्डर ${id} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा!`,
      };
    case 'cancelled':
      return {
        subject: `आपका ऑर्डर ${id} रद्द हो गया है`,
        summary: `आपका ऑर्डर ${id} रद्द हो गया है। आपका चुकाया पैसा वापस मिलेगा: वॉलेट वाला हिस्सा तुरंत वॉलेट में, ऑनलाइन भुगतान उसी तरीके में जिससे किया था।`,
      };
    case 'refunded':
      return {
        subject: `ऑर्डर ${id} के लिए ${rupees(details.refundPaise ?? 0)} का रिफ़ंड`,
        summary: `आपके ऑर्डर ${id} के ${rupees(details.refundPaise ?? 0)} हमने आपके भुगतान के मूल तरीके में रिफ़ंड कर दिए हैं। बैंक में दिखने में आमतौर पर 5-7 कामकाजी दिन लगते हैं।`,
      };
  }
}

/** What a back-in-stock alert calls a product whose name it was not given. */
export const HINDI_UNNAMED_ITEM = 'आपका पूछा हुआ आइटम';

/** A back-in-stock alert in Hindi: `named` is the product (and variant), `link` its page. */
export const hindiBackInStock = (product: string, named: string, link: string) => ({
  subject: `फिर से स्टॉक में: ${product}`,
  summary: `${named} फिर से स्टॉक में है। खत्म होने से पहले खरीद लें: ${link}`,
  line: `${named} फिर से स्टॉक में है। खत्म होने से पहले खरीद लें।`,
  see: `${product} देखें`,
});
