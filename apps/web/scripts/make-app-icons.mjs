// Draws the store's app icons (the favicon's rose square with its white "S") as the PNGs the web app manifest
// names: 192 and 512 px, and a maskable 512 px whose letter stays inside the safe circle (the inner 80 %) that
// launchers crop to. Rendered by the machine's Chromium, so no image library is needed; the PNGs are committed in
// public/, and this script is run again only when the logo changes: `node apps/web/scripts/make-app-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BRAND = '#b32a56';
const publicDir = join(import.meta.dirname, '..', 'public');

/** The favicon's design at `size` px: rounded corners for the plain icons, full bleed and a smaller letter for maskable. */
const iconHtml = (size, maskable) => {
  const radius = maskable ? 0 : Math.round(size * (14 / 64));
  const fontSize = Math.round(size * (maskable ? 0.42 : 36 / 64));
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${BRAND};display:flex;align-items:center;justify-content:center;color:#fff;font:700 ${fontSize}px Georgia, 'DejaVu Serif', serif">S</div>
</body></html>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconHtml(size, maskable));
    writeFileSync(join(publicDir, file), await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
