/** The Help page's groups, in the order it shows them. */
export const FAQ_TOPICS = [
  'Orders',
  'Payments & COD',
  'Delivery',
  'Returns & Refunds',
  'Wallet',
  'Account',
  'Products',
] as const;

type FaqDef = { topic: (typeof FAQ_TOPICS)[number]; question: string; answer: string };

/** Questions shoppers ask most, answered as the policies and the store's settings say, grouped by topic. */
export const faqDefs: FaqDef[] = [
  {
    topic: 'Orders',
    question: 'How do I track my order?',
    answer:
      'Open My Orders and choose the order. You will see every step (Order Placed, Packed, Shipped, Out for Delivery, Delivered) with the tracking number once it ships.',
  },
  {
    topic: 'Orders',
    question: 'Can I cancel my order?',
    answer:
      'Yes, free of charge until the order is shipped. Open the order in My Orders and choose Cancel Order. Wallet payments are credited back instantly and online payments are refunded in 5 to 7 working days.',
  },
  {
    topic: 'Orders',
    question: 'Can I change the delivery address after placing an order?',
    answer:
      'The address cannot be changed once the order is placed. If it has not shipped yet, cancel the order and place it again with the right address; your payment is refunded as described under Returns & Refunds.',
  },
  {
    topic: 'Orders',
    question: 'Is there a minimum order value?',
    answer:
      'Yes, the minimum order value is {{minimumOrderAmount}}. The cart shows how much more to add before you can check out.',
  },
  {
    topic: 'Orders',
    question: 'How do I use a coupon code?',
    answer:
      'Enter the code at checkout and tap Apply. The discount is shown before you pay. Each coupon has its own minimum order value, maximum discount and validity.',
  },
  {
    topic: 'Payments & COD',
    question: 'Which payment methods do you accept?',
    answer:
      'UPI, debit and credit cards, net banking and wallets through our payment partner, {{#if codAvailable}}cash on delivery, {{/if}}and your Shringar wallet balance. You can combine the wallet with an online payment{{#if codAvailable}} or cash on delivery{{/if}}.',
  },
  {
    topic: 'Payments & COD',
    question: 'Is cash on delivery available?',
    answer:
      '{{#if codAvailable}}Yes, on most pincodes. A handling charge of {{codCharge}} applies to cash-on-delivery orders and is shown at checkout. Please keep the exact amount ready, or pay the delivery partner by UPI where offered.{{else}}Not at the moment: please pay online by UPI, card or net banking, or with your Shringar wallet.{{/if}}',
  },
  {
    topic: 'Payments & COD',
    question: 'Money was deducted but my order shows Payment Pending. What should I do?',
    answer:
      'Nothing to worry about. If the bank confirms the payment, the order is confirmed automatically within a few minutes. If it does not, the amount is returned to your account by the bank in 5 to 7 working days. You can also use Pay Now on the order to try again.',
  },
  {
    topic: 'Payments & COD',
    question: 'Will I get a GST invoice?',
    answer:
      'Yes. Every order is billed by Shringar Retail Private Limited with a GST invoice. Once the order is confirmed, use Download Invoice on the order details page.',
  },
  {
    topic: 'Delivery',
    question: 'What are the delivery charges?',
    answer:
      'Delivery is free on orders of {{freeDeliveryThreshold}} and above. Orders below {{freeDeliveryThreshold}} carry a delivery charge of {{deliveryCharge}}.',
  },
  {
    topic: 'Delivery',
    question: 'How long will my order take to arrive?',
    answer:
      'Express Delivery products reach metro cities in 1 to 2 working days. Standard Delivery takes 3 to 7 working days for most pincodes. The expected date is shown on the product page once you enter your pincode.',
  },
  {
    topic: 'Delivery',
    question: 'Do you deliver to my pincode?',
    answer:
      'We deliver across India. Enter your 6-digit pincode on any product page to see whether it is serviceable and the expected delivery date.',
  },
  {
    topic: 'Returns & Refunds',
    question: 'What is your return policy?',
    answer:
      'Apparel, handbags and jewellery can be returned within 7 days of delivery if unused and with tags. Beauty and fragrance products can be returned only if they arrive damaged, defective or wrong, with the seal intact.',
  },
  {
    topic: 'Returns & Refunds',
    question: 'How do I return a product?',
    answer:
      'Open the delivered order in My Orders, choose Return Order, pick a reason and submit. Our delivery partner picks the product up from your address; please keep it in its original packing.',
  },
  {
    topic: 'Returns & Refunds',
    question: 'When will I get my refund?',
    answer:
      'Once the returned product passes the quality check, prepaid amounts are refunded to the original payment method in 5 to 7 working days and wallet amounts are returned to your wallet instantly.',
  },
  {
    topic: 'Returns & Refunds',
    question: 'I paid cash on delivery. How is my refund paid?',
    answer:
      'Once the returned product passes the quality check, the refund for a cash-on-delivery order is credited to your Shringar wallet, where you can use it on your next order.',
  },
  {
    topic: 'Wallet',
    question: 'What is the Shringar wallet?',
    answer:
      'A prepaid balance you can add money to and use at checkout. Refunds for cancelled orders paid from the wallet go back to it instantly. The balance cannot be withdrawn as cash.',
  },
  {
    topic: 'Wallet',
    question: 'How do I add money to my wallet?',
    answer:
      'Open Wallet from your profile, choose or enter an amount and pay by UPI, card or net banking. The balance updates as soon as the payment succeeds.',
  },
  {
    topic: 'Wallet',
    question: 'Can I pay for part of an order with my wallet?',
    answer:
      'Yes. Tick Wallet at checkout: the balance pays what it can, and you choose online payment{{#if codAvailable}} or cash on delivery{{/if}} for the rest.',
  },
  {
    topic: 'Account',
    question: 'How do I sign in to Shringar?',
    answer:
      'Enter your 10-digit mobile number and the one-time password (OTP) we send by SMS. There is no password to remember; a new account is created on your first sign-in.',
  },
  {
    topic: 'Account',
    question: 'How do I change my name, email or profile photo?',
    answer: 'Open Profile, choose Edit Profile, make your changes and tap Save.',
  },
  {
    topic: 'Account',
    question: 'How do I contact customer care?',
    answer:
      'Write to {{supportEmail}}, {{#if callSupport}}call {{supportPhone}} (Monday to Saturday, 10:00 AM to 6:00 PM IST), {{/if}}or request a call-back from the Contact page.',
  },
  {
    topic: 'Products',
    question: 'Are the products on Shringar genuine?',
    answer:
      'Yes. Every product is sourced directly from the brand or its authorised distributor and is sold and shipped by Shringar Retail Private Limited with a GST invoice.',
  },
  {
    topic: 'Products',
    question: 'How do I find my foundation shade?',
    answer:
      'Each shade name starts with a number: 1xx shades suit fair skin, 2xx light to medium, 3xx medium to wheatish and 4xx dusky to deep skin. Compare the swatch on the product images in daylight.',
  },
];

export const cancellationReasonDefs = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery date is too late',
  'Want to change the delivery address',
  'Want to change the size, shade or colour',
  'Want to pay with a different method',
  'Other reason',
];

export const returnReasonDefs = [
  'Product arrived damaged or broken',
  'Received the wrong product',
  'Size or fit is not right',
  'Colour or shade is different from the picture',
  'Product is defective or expired',
  'Quality is not as expected',
  'Other reason',
];
