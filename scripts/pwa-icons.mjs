#!/usr/bin/env node
/**
 * `node scripts/pwa-icons.mjs` — renders the installable app's PNG icons from
 * pwa/icon.svg and pwa/icon-maskable.svg with Debian's Chromium (no image
 * library to install) into pwa/icons/. The PNGs are committed; run this only
 * after changing an SVG. vite.config.ts emits them into the Supabase build.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pwa');
/** What browsers ask for: 192 and 512 (any), 512 maskable, 180 for iOS's home screen. */
const ICONS = [
  { source: 'icon.svg', size: 192, out: 'icon-192.png' },
  { source: 'icon.svg', size: 512, out: 'icon-512.png' },
  { source: 'icon.svg', size: 180, out: 'apple-touch-icon-180.png', opaque: true },
  { source: 'icon-maskable.svg', size: 512, out: 'icon-maskable-512.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  mkdirSync(path.join(DIR, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(path.join(DIR, icon.source), 'utf8');
    // iOS paints transparent corners black: its icon gets the theme's navy behind the rounded square.
    const bg = icon.opaque ? '#13294b' : 'transparent';
    await page.setContent(
      `<html><body style="margin:0;background:${bg}"><img style="display:block;width:${icon.size}px;height:${icon.size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.screenshot({ path: path.join(DIR, 'icons', icon.out), omitBackground: !icon.opaque });
    await page.close();
    console.log(`pwa/icons/${icon.out} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
