import { chromium } from '@playwright/test';
const [,, png, out, w = '390', h = '300'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto('file://' + png);
await page.screenshot({ path: out });
await browser.close();
