import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-flags';

/** Debian's Chromium, headless, with the closed network's flags (chromium-flags.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const baseUrl = () => inject('baseUrl');

/** A fresh page (its own storage) at the given viewport, optionally signed in with a token. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  opts: { authToken?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  if (opts.authToken) {
    await context.addInitScript((token) => window.localStorage.setItem('authToken', token), opts.authToken);
  }
  return context.newPage();
}

/** Serious and critical accessibility violations on the page, as readable lines (empty when none). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours are measured as painted: a toast still fading in has a fraction of its contrast, so let running CSS
  // animations end first. Endless ones (skeleton pulses) and a progress bar's countdown (the toast's own timer,
  // after which it fades out) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          return (
            a.playState === 'running' &&
            Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity) &&
            !target?.closest('[role="progressbar"]')
          );
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // A colour transition can start after that wait (a button re-enabled as an answer lands, or hovered when axe
  // scrolls it under the pointer) and would be measured half-way. Transitions are switched off for the check, so
  // every colour is its settled value; a constructed sheet is outside the page's CSP.
  await page.evaluate(() => {
    const settled = new CSSStyleSheet();
    settled.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, settled];
    (window as unknown as { __a11ySettled: CSSStyleSheet }).__a11ySettled = settled;
  });
  try {
    return await axeViolations(page);
  } finally {
    await page.evaluate(() => {
      const settled = (window as unknown as { __a11ySettled?: CSSStyleSheet }).__a11ySettled;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== settled);
    });
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  // axe's full default rule set, plus label-content-name-mismatch (off by default as 'experimental'): a control's
  // visible text must be part of its accessible name.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Signs a shopper in through the API with the e2e server's fixed test number; returns the token. */
export async function signInToken(phone = '9999999999', otp = '1234'): Promise<string> {
  await fetch(`${baseUrl()}/api/v4/auth/user/send-otp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: phone }),
  });
  const res = await fetch(`${baseUrl()}/api/v4/auth/user/verify-otp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: phone, otp }),
  });
  const json = (await res.json()) as { data: { token: string } };
  return json.data.token;
}
