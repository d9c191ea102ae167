/**
 * The simulator's stand-in for https://checkout.razorpay.com/v1/checkout.js: `window.Razorpay` with the same
 * constructor, open(), close(), on('payment.failed') and options.modal.ondismiss. open() lays an overlay with an
 * iframe of the simulator's payment window over the page; the window reports Pay, Fail or Dismiss back by
 * postMessage, checked against the iframe and the API origin the script was loaded from.
 */
export const simulatorCheckoutScript = String.raw`/* Shringar payment simulator: Razorpay Checkout stand-in. No real money moves. */
(function () {
  'use strict';
  var current = document.currentScript;
  var API_ORIGIN = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var SOURCE = 'shringar-payment-simulator';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
    if (!options.order_id) throw new TypeError('Razorpay: options.order_id is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
    this.messageListener = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    if (typeof listener !== 'function') return this;
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) {
      try {
        list[i](payload);
      } catch (err) {
        setTimeout(function () { throw err; });
      }
    }
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var self = this;
    var o = this.options;
    var params = new URLSearchParams({
      order_id: String(o.order_id),
      name: o.name ? String(o.name) : '',
      description: o.description ? String(o.description) : '',
      color: o.theme && o.theme.color ? String(o.theme.color) : '',
      contact: o.prefill && o.prefill.contact ? String(o.prefill.contact) : '',
      origin: window.location.origin
    });
    var overlay = document.createElement('div');
    overlay.setAttribute('data-payment-simulator', '');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
      'background:rgba(20,16,28,0.55);backdrop-filter:blur(2px);';
    var frame = document.createElement('iframe');
    frame.title = 'Payment';
    frame.setAttribute('allow', 'clipboard-write');
    frame.src = API_ORIGIN + '/api/v4/payments/simulator/checkout?' + params.toString();
    frame.style.cssText =
      'width:min(420px,calc(100vw - 24px));height:min(560px,calc(100vh - 24px));border:0;border-radius:16px;' +
      'background:#fff;box-shadow:0 24px 64px rgba(0,0,0,0.35);';
    overlay.appendChild(frame);

    this.messageListener = function (event) {
      if (event.source !== frame.contentWindow || event.origin !== API_ORIGIN) return;
      var data = event.data;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'success') {
        self.close();
        if (typeof o.handler === 'function') o.handler(data.response);
      } else if (data.type === 'failed') {
        self.close();
        self.emit('payment.failed', { error: data.error });
      } else if (data.type === 'dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.messageListener);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    frame.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this.messageListener) window.removeEventListener('message', this.messageListener);
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
    this.messageListener = null;
  };

  Razorpay.simulator = true;
  window.Razorpay = Razorpay;
})();
`;
