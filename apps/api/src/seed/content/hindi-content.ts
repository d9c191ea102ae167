/**
 * The demo store's Hindi versions of its policies and FAQs (what an operator would type into the console's
 * Hindi fields), in the everyday Hindi of the /hi pages. What is missing here falls back to the English.
 */

/** The Help page's topics in Hindi. */
export const FAQ_TOPICS_HI: Record<string, string> = {
  Orders: 'ऑर्डर',
  'Payments & COD': 'भुगतान और COD',
  Delivery: 'डिलीवरी',
  'Returns & Refunds': 'वापसी और रिफ़ंड',
  Wallet: 'वॉलेट',
  Account: 'अकाउंट',
  Products: 'उत्पाद',
};

/** Hindi questions and answers, keyed by the English question. */
export const FAQS_HI: Record<string, { question: string; answer: string }> = {
  'How do I track my order?': {
    question: 'मैं अपना ऑर्डर कैसे ट्रैक करूँ?',
    answer:
      'मेरे ऑर्डर खोलें और ऑर्डर चुनें। वहाँ हर कदम (ऑर्डर हुआ, पैक हुआ, शिप हुआ, डिलीवरी के लिए निकला, डिलीवर हुआ) दिखेगा, और शिप होने पर ट्रैकिंग नंबर भी।',
  },
  'Can I cancel my order?': {
    question: 'क्या मैं अपना ऑर्डर रद्द कर सकता/सकती हूँ?',
    answer:
      'हाँ, शिप होने तक बिना किसी चार्ज के। मेरे ऑर्डर में ऑर्डर खोलें और ऑर्डर रद्द करें चुनें। वॉलेट से किया भुगतान तुरंत वॉलेट में वापस आता है और ऑनलाइन भुगतान 5 से 7 कामकाजी दिनों में रिफ़ंड होता है।',
  },
  'Can I change the delivery address after placing an order?': {
    question: 'ऑर्डर करने के बाद क्या मैं डिलीवरी का पता बदल सकता/सकती हूँ?',
    answer:
      'ऑर्डर होने के बाद पता नहीं बदला जा सकता। अगर ऑर्डर अभी शिप नहीं हुआ है, तो उसे रद्द करके सही पते के साथ फिर से ऑर्डर करें; आपका पैसा वापसी और रिफ़ंड में बताए तरीके से लौटाया जाएगा।',
  },
  'How do I use a coupon code?': {
    question: 'कूपन कोड कैसे इस्तेमाल करूँ?',
    answer: 'चेकआउट पर कूपन कोड डालें और लागू करें दबाएँ। छूट आपके कुल बिल में तुरंत दिख जाएगी।',
  },
  'Which payment methods do you accept?': {
    question: 'आप कौन-कौन से भुगतान तरीके लेते हैं?',
    answer: 'UPI, कार्ड, नेटबैंकिंग, Shringar वॉलेट और जहाँ उपलब्ध हो वहाँ कैश ऑन डिलीवरी।',
  },
  'How long will my order take to arrive?': {
    question: 'मेरा ऑर्डर आने में कितना समय लगेगा?',
    answer: 'ज़्यादातर ऑर्डर शिप होने के 3 से 7 कामकाजी दिनों में पहुँच जाते हैं। उत्पाद पेज पर अपना पिनकोड डालकर अनुमानित तारीख देखें।',
  },
  'Do you deliver to my pincode?': {
    question: 'क्या आप मेरे पिनकोड पर डिलीवरी करते हैं?',
    answer: 'उत्पाद पेज पर डिलीवरी जाँचें में अपना 6 अंकों का पिनकोड डालें; वहीं पता चल जाएगा कि डिलीवरी होती है या नहीं।',
  },
  'When will I get my refund?': {
    question: 'मुझे रिफ़ंड कब मिलेगा?',
    answer:
      'वॉलेट वाला हिस्सा तुरंत वॉलेट में आता है। ऑनलाइन भुगतान का रिफ़ंड उसी तरीके में जाता है जिससे आपने भुगतान किया था; बैंक में दिखने में आमतौर पर 5 से 7 कामकाजी दिन लगते हैं।',
  },
  'What is the Shringar wallet?': {
    question: 'Shringar वॉलेट क्या है?',
    answer:
      'यह आपके अकाउंट का बैलेंस है। इससे आप पूरे ऑर्डर या उसके एक हिस्से का भुगतान कर सकते हैं, और रद्द ऑर्डर का पैसा इसमें तुरंत वापस आता है।',
  },
};

/** Hindi titles and texts of the policies, keyed by the policy's id. */
export const POLICIES_HI: Record<string, { title: string; contentHtml?: string }> = {
  'privacy-policy': { title: 'गोपनीयता नीति' },
  'terms-and-conditions': { title: 'नियम और शर्तें' },
  'return-refund-policy': { title: 'वापसी और रिफ़ंड नीति' },
  'shipping-policy': {
    title: 'शिपिंग नीति',
    contentHtml:
      '<h2>हम कैसे भेजते हैं</h2><p>हम पूरे भारत में भरोसेमंद कूरियर से डिलीवरी करते हैं। ऑर्डर शिप होते ही आपको SMS और ऐप में ट्रैकिंग नंबर मिल जाता है।</p>' +
      '<h2>डिलीवरी का समय</h2><p>ज़्यादातर ऑर्डर शिप होने के 3 से 7 कामकाजी दिनों में पहुँचते हैं। दूर के इलाकों में कुछ दिन ज़्यादा लग सकते हैं। उत्पाद पेज पर पिनकोड डालकर अनुमानित तारीख देखें।</p>' +
      '<h2>डिलीवरी चार्ज</h2><p>डिलीवरी चार्ज, अगर कोई हो, चेकआउट पर भुगतान से पहले साफ़ दिखाया जाता है।</p>',
  },
  'cancellation-policy': {
    title: 'रद्द करने की नीति',
    contentHtml:
      '<h2>ऑर्डर कब रद्द कर सकते हैं</h2><p>ऑर्डर शिप होने तक आप उसे बिना किसी चार्ज के रद्द कर सकते हैं: मेरे ऑर्डर में ऑर्डर खोलें और ऑर्डर रद्द करें चुनें।</p>' +
      '<h2>पैसा वापसी</h2><p>वॉलेट से किया भुगतान तुरंत वॉलेट में लौट आता है। ऑनलाइन भुगतान उसी तरीके में रिफ़ंड होता है जिससे किया गया था, आमतौर पर 5 से 7 कामकाजी दिनों में।</p>' +
      '<h2>शिप होने के बाद</h2><p>शिप हो चुका ऑर्डर रद्द नहीं होता; डिलीवरी के बाद आप वापसी और रिफ़ंड नीति के अनुसार उसे लौटा सकते हैं।</p>',
  },
};
