import { formatRupees, toRupees } from '@shringar/contracts/money';
import he from 'he';

type CheckoutPageInput = {
  providerOrderId: string;
  amountPaise: number;
  status: 'created' | 'attempted' | 'paid';
  merchantName: string;
  description: string;
  contact: string;
  themeColor: string;
  /** The storefront's origin, where results are posted; '*' when unknown. */
  parentOrigin: string;
  nonce: string;
};

const esc = (s: string) => he.escape(s);
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/**
 * The simulator's payment window: what Razorpay's modal would show (merchant, amount, order), and three buttons
 * the tester presses to choose the outcome. Rendered on the server; the inline script carries a nonce.
 */
export function simulatorCheckoutPage(p: CheckoutPageInput): string {
  const amount = formatRupees(toRupees(p.amountPaise));
  const accent = /^#[0-9a-f]{3,8}$/i.test(p.themeColor) ? p.themeColor : '#b0306a';
  const config = {
    orderId: p.providerOrderId,
    parentOrigin: p.parentOrigin,
    api: '/api/v4/payments/simulator',
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${esc(amount)} · ${esc(p.merchantName)}</title>
<style>
  :root { --accent: ${accent}; color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a24; background: #fff; }
  main { display: flex; flex-direction: column; min-height: 100vh; }
  header { background: var(--accent); color: #fff; padding: 20px 22px 18px; }
  .merchant { display: flex; align-items: center; gap: 12px; }
  .logo { width: 40px; height: 40px; border-radius: 10px; background: rgba(255,255,255,.2); display: grid; place-items: center; font-weight: 700; font-size: 18px; }
  .merchant h1 { font-size: 17px; margin: 0; font-weight: 650; }
  .merchant p { margin: 0; opacity: .85; font-size: 13px; }
  .amount { margin-top: 16px; font-size: 30px; font-weight: 700; letter-spacing: -.01em; }
  .badge { display: inline-block; margin-top: 6px; padding: 2px 8px; border-radius: 999px; background: rgba(255,255,255,.18); font-size: 12px; }
  section { padding: 16px 22px 8px; flex: 1; }
  dl { margin: 0 0 16px; display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; font-size: 13px; }
  dt { color: #6b6472; } dd { margin: 0; text-align: right; word-break: break-all; font-family: ui-monospace, Menlo, monospace; }
  .note { font-size: 13px; color: #6b6472; background: #f7f4f8; border-radius: 10px; padding: 10px 12px; margin: 0 0 18px; }
  .actions { display: grid; gap: 10px; }
  button { font: inherit; font-weight: 600; border-radius: 10px; padding: 12px 14px; cursor: pointer; border: 1.5px solid transparent; }
  button:focus-visible { outline: 3px solid #1f1a24; outline-offset: 2px; }
  button[disabled] { opacity: .6; cursor: progress; }
  .pay { background: var(--accent); color: #fff; }
  .authorize { background: #fff; color: #1f1a24; border-color: #b8aec0; }
  .fail { background: #fff; color: #b42318; border-color: #f1b5ae; }
  .dismiss { background: #fff; color: #1f1a24; border-color: #ddd6e0; }
  .status { min-height: 20px; margin-top: 12px; font-size: 13px; color: #b42318; }
  .risk { margin: 0; padding: 10px 22px; background: #fef3f2; color: #912018; border-bottom: 1px solid #f1b5ae; font-size: 13px; font-weight: 600; }
  footer { padding: 6px 22px 12px; font-size: 12px; color: #8b8492; text-align: center; }
</style>
</head>
<body>
<main>
  <p class="risk" data-simulator-warning>Payment simulator: anyone who opens this window can mark the order paid. Never take real orders on a store that shows this.</p>
  <header>
    <div class="merchant">
      <div class="logo" aria-hidden="true">${esc(p.merchantName.slice(0, 1).toUpperCase())}</div>
      <div><h1>${esc(p.merchantName)}</h1><p>${esc(p.description || 'Order payment')}</p></div>
    </div>
    <div class="amount" data-amount>${esc(amount)}</div>
    <span class="badge">Test mode · payment simulator</span>
  </header>
  <section>
    <dl>
      <dt>Order</dt><dd>${esc(p.providerOrderId)}</dd>
      ${p.contact ? `<dt>Contact</dt><dd>${esc(p.contact)}</dd>` : ''}
    </dl>
    ${p.status === 'paid' ? '<p class="note">This order is already paid: Pay answers with its payment again.</p>' : ''}
    <p class="note">No real money moves. Choose how this payment ends.</p>
    <!-- Disabled until the script below has attached their handlers: a click before that would be lost. -->
    <div class="actions">
      <button type="button" class="pay" data-action="pay" disabled>Pay ${esc(amount)}</button>
      <button type="button" class="authorize" data-action="authorize" disabled>Authorise only</button>
      <button type="button" class="fail" data-action="fail" disabled>Fail payment</button>
      <button type="button" class="dismiss" data-action="dismiss" disabled>Dismiss</button>
    </div>
    <div class="status" role="status" aria-live="polite"></div>
  </section>
  <footer>Signed like Razorpay (HMAC-SHA256)</footer>
</main>
<script nonce="${esc(p.nonce)}">
(function () {
  var cfg = ${scriptJson(config)};
  var SOURCE = 'shringar-payment-simulator';
  var embedded = window.parent && window.parent !== window;
  var statusEl = document.querySelector('.status');
  var buttons = document.querySelectorAll('button[data-action]');
  function busy(on) { for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on; }
  function report(type, extra) {
    var message = Object.assign({ source: SOURCE, type: type }, extra || {});
    if (embedded) window.parent.postMessage(message, cfg.parentOrigin || '*');
    else statusEl.textContent = type === 'success' ? 'Paid: ' + message.response.razorpay_payment_id : type === 'failed' ? 'Payment failed' : 'Dismissed';
  }
  function call(action) {
    return fetch(cfg.api + '/' + action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: cfg.orderId })
    }).then(function (res) {
      return res.json().then(function (body) {
        if (!res.ok || !body.success) throw new Error(body.message || 'The simulator could not complete this');
        return body.data;
      });
    });
  }
  function act(action) {
    statusEl.textContent = '';
    if (action === 'dismiss') return report('dismiss');
    busy(true);
    call(action).then(function (data) {
      if (action === 'pay' || action === 'authorize') report('success', { response: data });
      else report('failed', { error: data.error });
    }).catch(function (err) {
      statusEl.textContent = err.message;
    }).then(function () { busy(false); });
  }
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function (e) { act(e.currentTarget.getAttribute('data-action')); });
  }
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') act('dismiss'); });
  busy(false);
  var pay = document.querySelector('button.pay');
  if (pay) pay.focus();
})();
</script>
</body>
</html>`;
}
