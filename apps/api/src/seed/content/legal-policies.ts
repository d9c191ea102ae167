import type { StoreProfile } from '../../config.ts';
import { escapeHtml } from '../catalogue/description.ts';
import { companyBlock, grievanceBlock } from './company.ts';

const EFFECTIVE = '1 April 2026';

export function privacyPolicy(p: StoreProfile): string {
  const name = escapeHtml(p.legalName);
  return `<p><em>Effective from ${EFFECTIVE}</em></p>
<p>This Privacy Policy explains how ${name} ("Shringar", "we", "us") collects, uses, shares and protects your personal data when you use the Shringar website and mobile applications (the "Platform"). It is published in accordance with the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the Digital Personal Data Protection Act, 2023.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> your mobile number (used to sign in with a one-time password), name, email address and profile photo.</li>
<li><strong>Order data:</strong> delivery addresses, the products you buy, coupons used, and your order and return history.</li>
<li><strong>Payment data:</strong> payments are processed by RBI-authorised payment aggregators. We receive only a payment reference and status; we never see or store your full card number, CVV or UPI PIN.</li>
<li><strong>Usage data:</strong> products viewed, searches, device type, browser, IP address and approximate location derived from your pincode.</li>
<li><strong>Communications:</strong> messages you send to customer care, call-back requests and feedback.</li>
</ul>
<h2>2. How we use your data</h2>
<ul>
<li>To create and secure your account, and to verify your mobile number by OTP.</li>
<li>To process, deliver, cancel, return and refund your orders, and to issue GST invoices.</li>
<li>To maintain your Shringar wallet balance and its transaction history.</li>
<li>To show you relevant products, recently viewed items and offers; you may opt out of promotional messages at any time.</li>
<li>To prevent fraud, abuse of offers and unauthorised access, and to comply with law.</li>
</ul>
<h2>3. Sharing of data</h2>
<p>We do not sell your personal data. We share only what is needed with:</p>
<ul>
<li>courier &amp; logistics partners, who receive your name, address and phone number to deliver your order;</li>
<li>payment aggregators and banks, to process payments and refunds;</li>
<li>SMS and notification providers, to send OTPs and order updates;</li>
<li>government authorities, when required by law or a lawful order.</li>
</ul>
<h2>4. Storage and security</h2>
<p>Your data is stored on servers located in India. We use encryption in transit (TLS), hashed one-time passwords and session tokens, role-based access for our staff, and regular security reviews. No method of transmission over the internet is completely secure, but we work to protect your data in line with reasonable security practices.</p>
<h2>5. Retention</h2>
<p>We keep account data while your account is active. Order and invoice records are kept for eight years as required by the Central Goods and Services Tax Act, 2017 and the Companies Act, 2013. Other data is deleted or anonymised when no longer needed.</p>
<h2>6. Your rights</h2>
<ul>
<li>Access and correct your personal data from your profile, or by writing to us.</li>
<li>Withdraw consent for promotional communication at any time.</li>
<li>Request erasure of your account, subject to records we must keep by law.</li>
<li>Nominate another person to exercise your rights in the event of death or incapacity.</li>
</ul>
<h2>7. Cookies</h2>
<p>We use essential cookies and local storage to keep you signed in and to remember your cart. We do not use third-party advertising cookies on the Platform.</p>
<h2>8. Children</h2>
<p>The Platform is meant for users aged 18 and above. We do not knowingly collect personal data of children without verifiable parental consent.</p>
<h2>9. Changes to this policy</h2>
<p>We may update this policy from time to time. Material changes will be notified on the Platform before they take effect.</p>
${grievanceBlock(p)}
${companyBlock(p)}`;
}

export function termsAndConditions(p: StoreProfile): string {
  const name = escapeHtml(p.legalName);
  return `<p><em>Effective from ${EFFECTIVE}</em></p>
<p>These Terms and Conditions ("Terms") govern your use of the Shringar Platform operated by ${name}, a company incorporated under the Companies Act, 2013 (CIN ${escapeHtml(p.cin)}). By using the Platform or placing an order you agree to these Terms. This document is an electronic record under the Information Technology Act, 2000 and does not require a physical or digital signature.</p>
<h2>1. Eligibility and account</h2>
<ul>
<li>You must be at least 18 years old and competent to contract under the Indian Contract Act, 1872.</li>
<li>You sign in with your mobile number and a one-time password. You are responsible for keeping your device and OTPs secure.</li>
<li>We may suspend accounts involved in fraud, abuse of offers or breach of these Terms.</li>
</ul>
<h2>2. Products and prices</h2>
<ul>
<li>All prices are in Indian Rupees and include applicable GST. Delivery and cash-on-delivery charges, if any, are shown at checkout before you pay.</li>
<li>The maximum retail price (MRP) and the discount are shown on each product. Product colours may vary slightly from the images due to screen settings.</li>
<li>We try to keep all information accurate. If a product is listed at an incorrect price because of an error, we may cancel the order and refund you in full.</li>
</ul>
<h2>3. Orders and payment</h2>
<ul>
<li>An order is an offer to buy. It is accepted when we confirm it and dispatch the product.</li>
<li>We accept UPI, cards, net banking and wallets through RBI-authorised payment aggregators, cash on delivery where available, and your Shringar wallet balance.</li>
<li>Stock is reserved when you place an order. An online payment that is not completed within 30 minutes releases the order.</li>
<li>Quantities per order may be limited to prevent resale.</li>
</ul>
<h2>4. Coupons and wallet</h2>
<ul>
<li>Coupons are subject to their stated terms (minimum order value, maximum discount, validity, one use per customer where stated) and cannot be exchanged for cash.</li>
<li>Wallet balance can be used only on the Platform, is not transferable and does not earn interest.</li>
</ul>
<h2>5. Delivery, cancellation and returns</h2>
<p>Delivery, cancellation and returns are governed by our Shipping Policy, Cancellation Policy and Return &amp; Refund Policy, which form part of these Terms.</p>
<h2>6. Reviews and content</h2>
<p>Reviews must be honest and about your own purchase. We may remove content that is abusive, misleading, infringing or unlawful. You grant us a non-exclusive licence to display the reviews you post.</p>
<h2>7. Intellectual property</h2>
<p>The Shringar name, logo, design and content of the Platform belong to ${name} or its licensors. Brand names and logos of products belong to their respective owners.</p>
<h2>8. Limitation of liability</h2>
<p>To the extent permitted by law, our liability for any claim relating to an order is limited to the amount paid for that order. We are not liable for indirect or consequential losses, or for delays caused by events beyond our reasonable control (force majeure), including natural calamities, strikes and government restrictions.</p>
<h2>9. Governing law and disputes</h2>
<p>These Terms are governed by the laws of India. Subject to your rights under the Consumer Protection Act, 2019, the courts at Mumbai, Maharashtra shall have exclusive jurisdiction.</p>
${grievanceBlock(p)}
${companyBlock(p)}`;
}
