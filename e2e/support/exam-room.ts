import type { Locator, Page } from 'playwright-core';

// Steps of the mock-exam journeys that every candidate takes: 报名 on /examlist, then the exam
// room's pages (entry with its device check, 考生登录, the waiting screen).

/** The exam's card on /examlist. */
export function examCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** 报名 on the exam's card; answers the 准考证号 the dialog shows. */
export async function registerForExam(
  page: Page,
  title: string,
  person: { name: string; idNumber: string },
): Promise<string> {
  await examCard(page, title).getByRole('button', { name: '报名' }).click();
  const dialog = page.getByRole('dialog', { name: `报名：${title}` });
  await dialog.getByLabel('真实姓名').fill(person.name);
  await dialog.getByLabel('证件号码').fill(person.idNumber);
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await dialog.getByText('报名成功').waitFor();
  const ticket = (await dialog.locator('.ant-typography strong').innerText()).trim();
  await dialog.getByRole('button', { name: '知道了' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return ticket;
}

/** From the card: 进入考场, the device check, then 考生登录 with the ticket and the ID number. */
export async function enterExamRoom(
  page: Page,
  title: string,
  login: { ticket: string; idNumber: string },
): Promise<void> {
  await examCard(page, title).getByRole('link', { name: '进入考场' }).click();
  await page.waitForURL(/\/exam\/(obt|subt)\/exam\?/);
  await page.getByRole('button', { name: '进入考场登录' }).click();
  await page.waitForURL(/\/examLogin\?/);
  await logIntoExamRoom(page, login);
}

/** 考生登录 with the ticket and the ID number, up to the waiting screen. */
async function logIntoExamRoom(
  page: Page,
  login: { ticket: string; idNumber: string },
): Promise<void> {
  const form = page.getByRole('region', { name: '考生登录' });
  await form.getByLabel('准考证号').fill(login.ticket);
  await form.getByLabel('证件号码').fill(login.idNumber);
  await form.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForURL(/\/examBefore\?/);
}

/** The question panel's button of question `number` (its name says answered / marked). */
export function sheetButton(page: Page, number: number): Locator {
  return page
    .getByRole('navigation', { name: '答题卡' })
    .getByRole('button', { name: new RegExp(`^第${number}题：`) });
}

/** The question on screen, `第 N 题 …`. */
export function questionArticle(page: Page, number: number): Locator {
  return page.getByRole('article', { name: new RegExp(`第 ${number} 题`) });
}

/** 交卷 in both steps with nothing to read on the way, then the report of the attempt. */
export async function submitAndOpenReport(page: Page): Promise<void> {
  await page.getByRole('button', { name: '交卷', exact: true }).click();
  await page
    .getByRole('dialog', { name: '交卷' })
    .getByRole('button', { name: '交卷', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: '确认交卷' })
    .getByRole('button', { name: '确认交卷' })
    .click();
  await page.getByText('交卷成功').waitFor();
  await page.getByRole('button', { name: '查看答题报告' }).click();
  await page.waitForURL(/\/exam\/report\?attempt=/);
}
