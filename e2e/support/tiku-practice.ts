import type { Page } from 'playwright-core';
import type { TJourney } from './browser';

/**
 * Picks option A of the practice question on screen (a single or a multiple choice), submits
 * it where the question asks for that, waits for the verdict and returns it.
 */
export async function answerWithOptionA(page: Page): Promise<string> {
  const option = page
    .getByRole('radio', { name: /^A/ })
    .or(page.getByRole('checkbox', { name: /^A/ }));
  await option.first().click();
  if ((await page.getByRole('button', { name: '提交答案' }).count()) > 0) {
    await page.getByRole('button', { name: '提交答案' }).click();
  }
  const verdict = page.getByText(/^回答(正确|错误)$/);
  await verdict.waitFor();
  return verdict.innerText();
}

/** Opens a mock paper from the 模拟试卷 tab of /tikulist by its start button's name. */
export async function openMockPaper(page: Page, journey: TJourney, button: string): Promise<void> {
  await page.goto(journey.app('/tikulist'));
  await page.getByRole('tab', { name: '模拟试卷' }).click();
  await page.getByRole('list', { name: '试卷列表' }).getByRole('button', { name: button }).click();
  await page.waitForURL(/\/sj\?session=/);
}
