// The offline page's one script (apps/api/src/plugins/installable-store.ts): the cart count the store's header
// last saw in this browser (noted by the service worker, service-worker/offline-caching.js) for a signed-in
// shopper, and Retry, which asks for the page again.
(function () {
  var line = document.querySelector('[data-testid="offline-cart"]');
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem('authToken') !== null;
  } catch {
    // storage refused: nobody is signed in here
  }
  if (line && signedIn && window.caches) {
    window.caches
      .match('/offline-state/cart-count')
      .then(function (kept) {
        return kept ? kept.text() : '0';
      })
      .then(function (text) {
        var count = Number(text);
        if (!(count > 0)) return;
        line.textContent =
          'Your cart has ' + count + (count === 1 ? ' item' : ' items') + ', kept for when you are back online.';
        line.hidden = false;
      });
  }
  document.getElementById('offline-retry').addEventListener('click', function () {
    window.location.reload();
  });
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();
