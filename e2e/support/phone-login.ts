import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// Phone login through the header's login dialog, with the code read from the SMS outbox the
// log SMS provider writes (SMS_OUTBOX).

type TSms = { phone: string; code: string; text: string; at: string };

/** The messages in an outbox file so far. */
export function readOutbox(outbox: string): TSms[] {
  try {
    return readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TSms);
  } catch {
    return [];
  }
}

/** Waits for the SMS that arrives for a phone after `seen` earlier ones, and returns its code. */
export async function nextCode(outbox: string, phone: string, seen: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = readOutbox(outbox).filter((sms) => sms.phone === phone);
    if (messages.length > seen) return messages[messages.length - 1]?.code ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phone} in the outbox`);
}

export const LOGIN_BUTTON = /^登\s?录$/;

/** Opens the login dialog from the header, sends a code to the phone and reads it. */
export async function startPhoneLogin(page: Page, outbox: string, phone: string): Promise<string> {
  // A first visit fetches its web token and the menu; let that settle before the dialog opens.
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: LOGIN_BUTTON }).click();
  return sendCodeInDialog(page, outbox, phone);
}

/** In an open login dialog: types the phone, asks for a code and reads it from the outbox. */
export async function sendCodeInDialog(page: Page, outbox: string, phone: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: '登录' });
  const input = dialog.getByPlaceholder('请输入 11 位手机号');
  await input.fill(phone);
  const seen = readOutbox(outbox).filter((sms) => sms.phone === phone).length;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  try {
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor({ timeout: 15_000 });
  } catch (error) {
    // Say what the page showed instead: a field error, a toast, or the phone field's value.
    const shown = await page
      .locator('.ant-form-item-explain, .ant-message, .ant-alert')
      .allInnerTexts();
    throw new Error(
      `no countdown after 获取验证码 (phone field: "${await input.inputValue()}", ` +
        `shown: ${JSON.stringify(shown)}, SMS sent: ${readOutbox(outbox).length > 0})`,
      { cause: error },
    );
  }
  return nextCode(outbox, phone, seen);
}

/** Types the code, accepts the agreements and logs in. */
export async function finishPhoneLogin(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByPlaceholder('6 位验证码').fill(code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/** The whole phone login from the header, on the page as it is, until the dialog has closed. */
export async function logInByPhone(page: Page, outbox: string, phone: string): Promise<void> {
  await finishPhoneLogin(page, await startPhoneLogin(page, outbox, phone));
  await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'hidden' });
}
