// usage: node admin-shot.mjs BASE PATH OUTPREFIX [clickText]
import { chromium } from 'playwright-core';
const [base, path, out, click] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx0 = await browser.newContext();
let res = await ctx0.request.post(`${base}/api/login`, { data: { email: 'shot@example.com', password: 'Excavator-Boom-2024' } });
if (!res.ok()) res = await ctx0.request.post(`${base}/api/register`, { data: { name: 'Shot Admin', email: 'shot@example.com', password: 'Excavator-Boom-2024', password_confirmation: 'Excavator-Boom-2024', role: 'admin', setup_code: process.env.SETUP_CODE ?? 'main-setup-code-1' } });
const session = await res.json();
for (const [w, h] of [[390, 844], [1024, 768], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.addInitScript(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, session);
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  if (click) { for (const c of click.split('|')) { await page.getByRole('button', { name: c }).first().click(); await page.waitForTimeout(1200); } }
  if (process.env.SCROLL_TO) await page.getByText(process.env.SCROLL_TO).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}-${w}.png` });
  console.log(`${out}-${w}.png`);
  await ctx.close();
}
await browser.close();
