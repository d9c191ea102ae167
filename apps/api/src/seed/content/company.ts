import { configSchema, type StoreProfile, storeProfile } from '../../config.ts';
import { escapeHtml } from '../catalogue/description.ts';

/** The store profile from config's defaults, for callers that have no config at hand (tests, the CLI). */
export const defaultStoreProfile = (): StoreProfile => storeProfile(configSchema.parse({}));

/** The company block every policy ends with, from the store profile so the documents match the invoices. */
export function companyBlock(p: StoreProfile): string {
  return [
    '<h2>Contact us</h2>',
    `<p><strong>${escapeHtml(p.legalName)}</strong><br>`,
    `CIN: ${escapeHtml(p.cin)} · GSTIN: ${escapeHtml(p.gstin)}<br>`,
    `Registered office: ${escapeHtml(p.address)} ${escapeHtml(p.pincode)}, ${escapeHtml(p.state)}, India<br>`,
    `Email: <a href="mailto:${escapeHtml(p.email)}">${escapeHtml(p.email)}</a> · Phone: ${escapeHtml(p.phone)} (10 am to 7 pm, Monday to Saturday)</p>`,
  ].join('\n');
}

/** The Grievance Officer named under the IT Rules 2021 and the Consumer Protection (E-Commerce) Rules 2020. */
export function grievanceBlock(p: StoreProfile): string {
  return [
    '<h2>Grievance Officer</h2>',
    '<p>In accordance with the Information Technology Act, 2000, the rules made under it, and the Consumer Protection (E-Commerce) Rules, 2020, the name and contact details of our Grievance Officer are:</p>',
    '<ul>',
    '<li>Name: Ms. Ananya Deshpande, Grievance Officer</li>',
    `<li>Address: ${escapeHtml(p.legalName)}, ${escapeHtml(p.address)} ${escapeHtml(p.pincode)}</li>`,
    `<li>Email: <a href="mailto:grievance@shringar.store">grievance@shringar.store</a></li>`,
    `<li>Phone: ${escapeHtml(p.phone)} (10 am to 6 pm, Monday to Friday)</li>`,
    '</ul>',
    '<p>We acknowledge every complaint within 48 hours and resolve it within one month of receipt.</p>',
  ].join('\n');
}
