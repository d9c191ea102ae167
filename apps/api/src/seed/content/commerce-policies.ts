import type { StoreProfile } from '../../config.ts';
import { companyBlock, grievanceBlock } from './company.ts';

const EFFECTIVE = '1 April 2026';

export function returnRefundPolicy(p: StoreProfile): string {
  return `<p><em>Effective from ${EFFECTIVE}</em></p>
<p>We want you to love what you buy. If something is not right, you may return eligible products within <strong>7 days of delivery</strong> as set out below.</p>
<h2>1. What can be returned</h2>
<ul>
<li>Apparel (kurtas, sarees), handbags and jewellery: unused, unwashed, with all tags, labels and original packaging.</li>
<li>Beauty, personal care and fragrance products: only if they arrive damaged, defective, expired or different from what you ordered, and unopened with the seal intact.</li>
<li>Scented candles: only if they arrive broken or damaged.</li>
</ul>
<h2>2. What cannot be returned</h2>
<ul>
<li>Opened or used cosmetics, lip and eye products, perfumes and hair care, for reasons of hygiene.</li>
<li>Earrings for pierced ears, once the hygiene seal is removed.</li>
<li>Products bought in clearance sales marked "non-returnable" on the product page.</li>
</ul>
<h2>3. How to return</h2>
<ol>
<li>Go to <strong>My Orders</strong>, open the order and choose <strong>Return Order</strong> within 7 days of delivery.</li>
<li>Choose a reason and add a comment or photos for damaged products.</li>
<li>Our courier partner will pick up the product within 2 to 4 working days. Keep it packed in its original packaging.</li>
</ol>
<h2>4. Refunds</h2>
<ul>
<li>After the returned product passes our quality check (usually within 48 hours of it reaching our warehouse), the refund is started.</li>
<li>Prepaid orders: refunded to the original payment method in 5 to 7 working days; the part paid from your Shringar wallet is returned to the wallet instantly.</li>
<li>Cash-on-delivery orders: refunded to your Shringar wallet, or to a bank account you provide, within 5 to 7 working days.</li>
<li>Delivery and cash-on-delivery charges are refunded only when the product was damaged, defective or wrong.</li>
</ul>
<h2>5. Exchanges</h2>
<p>We do not exchange products directly. Return the product for a refund and place a new order for the size or colour you want.</p>
${grievanceBlock(p)}
${companyBlock(p)}`;
}

export function shippingPolicy(p: StoreProfile): string {
  return `<p><em>Effective from ${EFFECTIVE}</em></p>
<p>We deliver to more than 19,000 pincodes across India through trusted courier partners. Enter your pincode on any product page to check delivery to your address.</p>
<h2>1. Delivery charges</h2>
<ul>
<li>Free delivery on orders of {{freeDeliveryThreshold}} and above.</li>
<li>A delivery charge of {{deliveryCharge}} applies to orders below {{freeDeliveryThreshold}}. The minimum order value is {{minimumOrderAmount}}.</li>
{{#if codAvailable}}<li>Cash on delivery carries a handling charge of {{codCharge}}, shown at checkout.</li>{{/if}}
</ul>
<h2>2. Delivery timelines</h2>
<ul>
<li><strong>Express Delivery:</strong> 1 to 2 working days in metro cities for products marked Express.</li>
<li><strong>Standard Delivery:</strong> 3 to 7 working days for most pincodes; up to 10 working days for the North-East, Jammu &amp; Kashmir, Ladakh and island territories.</li>
<li>Orders placed before 2 pm on working days are dispatched the same day.</li>
</ul>
<p>The expected delivery date is shown on each product page and in your order details. Delays caused by weather, strikes or restrictions are outside our control; we will keep you informed.</p>
<h2>3. Tracking</h2>
<p>Once your order is shipped you receive an SMS with the tracking number. You can follow every step (Packed, Shipped, Out for Delivery, Delivered) under <strong>My Orders</strong>.</p>
<h2>4. Delivery attempts</h2>
<p>Our courier partner makes up to three delivery attempts. If the order cannot be delivered, it is returned to us and the amount paid is refunded, less the delivery charge.</p>
<h2>5. Damaged packages</h2>
<p>Please do not accept a package that is visibly tampered with or damaged. If you notice damage after opening, raise a return from My Orders within 48 hours with photos.</p>
${companyBlock(p)}`;
}

export function cancellationPolicy(p: StoreProfile): string {
  return `<p><em>Effective from ${EFFECTIVE}</em></p>
<p>You can cancel an order free of charge until it is shipped.</p>
<h2>1. Cancelling an order</h2>
<ol>
<li>Go to <strong>My Orders</strong> and open the order.</li>
<li>Choose <strong>Cancel Order</strong>, pick a reason and confirm.</li>
</ol>
<p>The option is available while the order is Placed, Confirmed, Packed or Ready for Shipping. Once an order is shipped it cannot be cancelled; you may refuse delivery or return it under the Return &amp; Refund Policy.</p>
<h2>2. Refunds on cancellation</h2>
<ul>
<li>The part paid from your Shringar wallet is credited back to the wallet immediately.</li>
<li>The part paid online is refunded to the original payment method within 5 to 7 working days.</li>
<li>Cash-on-delivery orders need no refund, as nothing has been paid.</li>
</ul>
<h2>3. Cancellation by Shringar</h2>
<p>We may cancel an order if the product is out of stock, the address is not serviceable, the price was listed in error, or the order looks fraudulent. You will receive a full refund and a notification explaining the reason.</p>
<h2>4. Unpaid online orders</h2>
<p>If an online payment is not completed within 30 minutes, the order is cancelled automatically and any wallet amount used is returned.</p>
${grievanceBlock(p)}
${companyBlock(p)}`;
}
