/** Questions shoppers ask most, answered as the policies say. */
export const faqDefs: { question: string; answer: string }[] = [
  {
    question: 'How do I sign in to Shringar?',
    answer:
      'Enter your 10-digit mobile number and the one-time password (OTP) we send by SMS. There is no password to remember; a new account is created on your first sign-in.',
  },
  {
    question: 'Are the products on Shringar genuine?',
    answer:
      'Yes. Every product is sourced directly from the brand or its authorised distributor and is sold and shipped by Shringar Retail Private Limited with a GST invoice.',
  },
  {
    question: 'What are the delivery charges?',
    answer:
      'Delivery is free on orders of ₹249 and above. Orders below ₹249 carry a delivery charge of ₹49. The minimum order value is ₹199.',
  },
  {
    question: 'How long will my order take to arrive?',
    answer:
      'Express Delivery products reach metro cities in 1 to 2 working days. Standard Delivery takes 3 to 7 working days for most pincodes. The expected date is shown on the product page once you enter your pincode.',
  },
  {
    question: 'Is cash on delivery available?',
    answer:
      'Yes, on most pincodes. A handling charge of ₹9 applies to cash-on-delivery orders and is shown at checkout.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'UPI, debit and credit cards, net banking and wallets through our payment partner, cash on delivery, and your Shringar wallet balance. You can combine the wallet with an online payment or cash on delivery.',
  },
  {
    question: 'How do I track my order?',
    answer:
      'Open My Orders and choose the order. You will see every step (Order Placed, Packed, Shipped, Out for Delivery, Delivered) with the tracking number once it ships.',
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'Yes, free of charge until the order is shipped. Open the order in My Orders and choose Cancel Order. Wallet payments are credited back instantly and online payments are refunded in 5 to 7 working days.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'Apparel, handbags and jewellery can be returned within 7 days of delivery if unused and with tags. Beauty and fragrance products can be returned only if they arrive damaged, defective or wrong, with the seal intact.',
  },
  {
    question: 'When will I get my refund?',
    answer:
      'Once the returned product passes the quality check, prepaid amounts are refunded to the original payment method in 5 to 7 working days and wallet amounts are returned to your wallet instantly.',
  },
  {
    question: 'How do I use a coupon code?',
    answer:
      'Enter the code at checkout and tap Apply. The discount is shown before you pay. Each coupon has its own minimum order value, maximum discount and validity.',
  },
  {
    question: 'What is the Shringar wallet?',
    answer:
      'A prepaid balance you can add money to and use at checkout. Refunds for cancelled orders paid from the wallet go back to it instantly. The balance cannot be withdrawn as cash.',
  },
  {
    question: 'How do I find my foundation shade?',
    answer:
      'Each shade name starts with a number: 1xx shades suit fair skin, 2xx light to medium, 3xx medium to wheatish and 4xx dusky to deep skin. Compare the swatch on the product images in daylight.',
  },
  {
    question: 'How do I contact customer care?',
    answer:
      'Write to care@shringar.store, call +91 22 4890 1234 (10 am to 7 pm, Monday to Saturday), or request a call-back from Help and Support in the app.',
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
