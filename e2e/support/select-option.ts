import type { Page } from 'playwright-core';

/** Chooses an option of an antd select by its label: opens it, clicks the option by title. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}
