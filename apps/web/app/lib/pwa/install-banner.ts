type InstallPromptEvent = Event & { prompt: () => Promise<void> };

const VISITS = 'storeVisits';
const DISMISSED = 'installBannerDismissed';

/** Counts the shopper's visits on this device: one per browser session. */
export function countVisit(): void {
  try {
    if (sessionStorage.getItem(VISITS)) return;
    sessionStorage.setItem(VISITS, '1');
    localStorage.setItem(VISITS, String(Number(localStorage.getItem(VISITS) ?? '0') + 1));
  } catch {
    // storage refused: no visit count, and so no offer
  }
}

/**
 * The install offer: from the shopper's second visit, when the browser offers to install the store, a small
 * banner at the foot of the page (no dialog: the page stays usable) with Install and Not now. Not now is remembered
 * on this device; an installed app is never offered again (the browser makes no offer).
 */
export function showInstallBanner(prompt: InstallPromptEvent): void {
  try {
    if (Number(localStorage.getItem(VISITS)) < 2 || localStorage.getItem(DISMISSED)) return;
  } catch {
    return;
  }
  if (!document.getElementById('install-banner')) document.body.append(installBanner(prompt));
}

function installBanner(prompt: InstallPromptEvent): HTMLElement {
  const banner = document.createElement('aside');
  banner.id = 'install-banner';
  banner.setAttribute('aria-label', 'Install the app');
  banner.className =
    'fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-brand-200 bg-white p-3 text-sm text-gray-800 shadow-lg';
  const text = document.createElement('p');
  text.className = 'flex-1';
  text.textContent =
    'Install the store on your phone: it opens faster and keeps pages you have seen for offline reading.';
  const install = button('Install', 'rounded-lg bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700');
  const later = button('Not now', 'rounded-lg px-3 py-2 font-medium text-gray-700 hover:bg-gray-100');
  const close = () => banner.remove();
  install.addEventListener('click', () => {
    close();
    void prompt.prompt();
  });
  later.addEventListener('click', () => {
    localStorage.setItem(DISMISSED, '1');
    close();
  });
  addEventListener('appinstalled', close);
  banner.append(text, install, later);
  return banner;
}

function button(label: string, className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.className = `${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`;
  return element;
}
