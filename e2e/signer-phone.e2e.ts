import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { sendAllFieldsAgreement, sendToSignerAndViewer } from './helpers/signer-agreements.js';

/** Guided signing on a phone (issue 15 point 3), by touch, in both languages. */
describe('guided signing on a phone in Chromium', () => {
  const env = useServerAndBrowser();

  for (const language of ['en-US', 'zh-CN'] as const) {
    it(`guides a phone signer field by field with touch, zoomed in, through one large input (${language})`, async () => {
      const zh = language === 'zh-CN';
      const { link } = await sendAllFieldsAgreement(env.server.url);
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: language });
      await chooseLanguage(context, language);
      const page = await context.newPage();
      const problems = watchProblems(page);
      const shot = (name: string) => screenshot(page, `signer/phone-${name}-390-${language}`);
      await page.goto(link);
      await page.getByTestId('consent-bar').waitFor();
      // Page 1 as the server's image (issue 37), in the page the script drew.
      await page.locator('[data-page="1"] img[data-page-image="1"]').first().waitFor();
      await shot('1-arrive');

      // A field before the consent only points at the consent.
      await page.locator('[data-field-type="signature"]').tap();
      await page.getByText(zh ? '请先勾选同意以电子方式签署，然后再填写各项。' : 'Tick the box to agree to sign electronically, then fill in the fields.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByTestId('consent-bar').getByRole('checkbox').tap();
      await page.getByTestId('consent-bar').waitFor({ state: 'detached' });
      const progress = page.locator('#sign-progress');
      expect(await progress.innerText()).toBe(zh ? '已完成 0 / 4 项' : '0 of 4 fields');

      // Start: the first field (a small text box) is zoomed to and filled through the large input at the bottom.
      await page.getByRole('button', { name: zh ? '开始' : 'Start' }).tap();
      const input = page.getByTestId('guided-input');
      await input.waitFor();
      const inputBox = await input.boundingBox();
      expect(inputBox?.height).toBeGreaterThanOrEqual(44);
      expect(inputBox && inputBox.y + inputBox.height).toBeLessThanOrEqual(844);
      const textField = page.locator('[data-field-type="text"]');
      await expect.poll(async () => (await textField.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
      await expect.poll(async () => {
        const box = await textField.boundingBox();
        return box !== null && box.y > 100 && box.y + box.height < 844 - 200 && box.x >= 0 && box.x + box.width <= 390;
      }).toBe(true);
      await input.fill('Director');
      await shot('2-text');
      expect(await textField.innerText()).toBe('Director');
      expect(await axeViolations(page, 'guided text')).toEqual([]);

      // Next: the checkbox, ticked through the large control.
      await page.getByRole('button', { name: zh ? '下一项' : 'Next field' }).tap();
      await page.locator('input[type="checkbox"][data-testid="guided-input"]').waitFor();
      await page.getByTestId('guided-panel').getByText(zh ? '复选框' : 'Checkbox').tap();
      await expect.poll(() => progress.innerText()).toBe(zh ? '已完成 2 / 4 项' : '2 of 4 fields');

      // Next: the signature; the dialog opens on Type with the name in a handwriting style: one tap adopts it.
      await page.getByRole('button', { name: zh ? '下一项' : 'Next field' }).tap();
      await page.getByRole('button', { name: zh ? '添加签名' : 'Add your signature' }).tap();
      const dialog = page.getByRole('dialog', { name: zh ? '创建您的签名' : 'Create your signature' });
      await dialog.waitFor();
      expect(await dialog.getByTestId('typed-signature-preview').innerText()).toBe('Ann Lee');
      expect(await dialog.getByRole('button', { name: zh ? '输入' : 'Type' }).getAttribute('aria-pressed')).toBe('true');
      await shot('3-signature-dialog');
      expect(await axeViolations(page, 'signature dialog on a phone')).toEqual([]);
      await dialog.getByRole('button', { name: zh ? '采用并签署' : 'Adopt and sign' }).tap();
      await dialog.waitFor({ state: 'detached' });

      // The guide moved on to the initials by itself; they are offered from the name.
      await page.getByRole('button', { name: zh ? '添加姓名缩写' : 'Add your initials' }).tap();
      const initials = page.getByRole('dialog', { name: zh ? '创建您的姓名缩写' : 'Create your initials' });
      expect(await initials.getByTestId('typed-signature-preview').innerText()).toBe('AL');
      await initials.getByRole('button', { name: zh ? '采用并签署' : 'Adopt and sign' }).tap();
      await initials.waitFor({ state: 'detached' });
      await page.getByText(zh ? '全部填写完毕。点击“完成”即可签署。' : 'All fields done. Choose Finish to sign.').waitFor();
      await shot('4-all-done');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: zh ? '完成' : 'Finish' }).tap();
      await page.waitForURL(/\/sign\/finish\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('5-finish');

      // A viewer's page on the same phone.
      const other = await sendToSignerAndViewer(env.server.url);
      await page.goto(other.viewerLink);
      await page.waitForURL(/\/sign\/view\/\d+$/);
      await page.locator('canvas').first().waitFor();
      await shot('6-viewer');
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
