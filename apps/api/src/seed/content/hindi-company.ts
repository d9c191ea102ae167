import type { StoreProfile } from '../../config.ts';
import { escapeHtml } from '../catalogue/description.ts';

/** The date the Hindi policies take effect, as their English versions say it. */
export const EFFECTIVE_HI = '1 अप्रैल 2026';

/** companyBlock in Hindi: the same store profile, so the Hindi documents match the invoices too. */
export function companyBlockHi(p: StoreProfile): string {
  return [
    '<h2>संपर्क करें</h2>',
    `<p><strong>${escapeHtml(p.legalName)}</strong><br>`,
    `CIN: ${escapeHtml(p.cin)} · GSTIN: ${escapeHtml(p.gstin)}<br>`,
    `पंजीकृत कार्यालय: ${escapeHtml(p.address)} ${escapeHtml(p.pincode)}, ${escapeHtml(p.state)}, भारत<br>`,
    `ईमेल: <a href="mailto:${escapeHtml(p.email)}">${escapeHtml(p.email)}</a> · फ़ोन: ${escapeHtml(p.phone)} (सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक)</p>`,
  ].join('\n');
}

/** grievanceBlock in Hindi: the Grievance Officer the IT Rules 2021 and the E-Commerce Rules 2020 require. */
export function grievanceBlockHi(p: StoreProfile): string {
  return [
    '<h2>शिकायत अधिकारी</h2>',
    '<p>सूचना प्रौद्योगिकी अधिनियम, 2000, उसके तहत बने नियमों और उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हमारे शिकायत अधिकारी का नाम और संपर्क विवरण इस प्रकार है:</p>',
    '<ul>',
    '<li>नाम: सुश्री अनन्या देशपांडे, शिकायत अधिकारी</li>',
    `<li>पता: ${escapeHtml(p.legalName)}, ${escapeHtml(p.address)} ${escapeHtml(p.pincode)}</li>`,
    `<li>ईमेल: <a href="mailto:grievance@shringar.store">grievance@shringar.store</a></li>`,
    `<li>फ़ोन: ${escapeHtml(p.phone)} (सोमवार से शुक्रवार, सुबह 10 बजे से शाम 6 बजे तक)</li>`,
    '</ul>',
    '<p>हम हर शिकायत मिलने की पुष्टि 48 घंटों के अंदर करते हैं और शिकायत मिलने के एक महीने के अंदर उसका समाधान करते हैं।</p>',
  ].join('\n');
}
