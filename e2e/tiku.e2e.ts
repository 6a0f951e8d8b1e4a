import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { useLoggedInJourney } from './support/desktop-journey';
import { answerWithOptionA, openMockPaper } from './support/tiku-practice';

// The question bank in a real browser, on the seed's sample banks, as one logged-in user:
// chapter practice with a wrong answer that then appears in the wrong-answer book with the
// option chosen; a favourite shown in /myfavorite; a timed paper submitted and scored; a
// subjective question answered and self-graded; the learning records of all of it.

const PHONE = '13900000021';

let journey: TJourney;
let page: Page;

/** The stem of the question on screen, as text. */
async function currentStem(): Promise<string> {
  return (await page.locator('.question-view__stem').first().innerText()).trim();
}

describe('the question bank', () => {
  useLoggedInJourney('/tikulist', PHONE, (started, opened) => {
    journey = started;
    page = opened;
  });

  it('practises a chapter; a wrong answer goes to the wrong-answer book with the option chosen', async () => {
    await page.goto(journey.app('/tikulist'));
    await page
      .getByRole('radiogroup', { name: '题库' })
      .getByRole('radio', { name: /示例题库/ })
      .check();
    await page.getByRole('spinbutton', { name: '每次题数' }).fill('5');
    await page.getByRole('button', { name: '练习 民法', exact: true }).click();
    await page.waitForURL(/\/zj\?session=/);

    // Nothing of the solution is on the page before the answer.
    await page.getByRole('navigation', { name: '答题卡' }).waitFor();
    expect(await page.getByText('正确答案：').count()).toBe(0);

    // Answer A until one is wrong (the seed's first 民法 question is C, so the first is).
    let wrongStem = '';
    for (let i = 0; i < 5 && !wrongStem; i++) {
      const stem = await currentStem();
      if ((await answerWithOptionA(page)) === '回答错误') {
        wrongStem = stem;
        const feedback = page.getByRole('status').filter({ hasText: '你的答案：A' });
        await feedback.waitFor();
        expect(await feedback.innerText()).toMatch(/正确答案：[B-D]/);
        expect(await page.locator('[data-state="wrong"]').count()).toBeGreaterThan(0);
      } else {
        await page.getByRole('button', { name: '下一题' }).click();
      }
    }
    expect(wrongStem).not.toBe('');

    // Star it on the way.
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();

    await page.goto(journey.app('/mymistake'));
    const mistake = page.getByRole('listitem', { name: /^错题 / }).first();
    await mistake.waitFor();
    expect(await mistake.innerText()).toContain('你的答案：A');
    expect(await mistake.innerText()).toContain(wrongStem.slice(0, 20));
    await page.getByRole('navigation', { name: '错题分类' }).getByText(/民法/).first().waitFor();

    await page.goto(journey.app('/myfavorite'));
    await page.getByRole('tab', { name: '试题' }).waitFor();
    const favorites = page.getByRole('list', { name: '收藏的试题' });
    await favorites.getByText(wrongStem.slice(0, 20)).waitFor();
  });

  it('takes a timed paper, submits it and shows the score by the paper’s rules', async () => {
    await openMockPaper(page, journey, '限时模考 示例模拟卷（行政法，限时 30 分钟）');
    const timer = page.getByRole('timer', { name: '剩余时间' });
    await timer.waitFor();
    expect(await timer.innerText()).toMatch(/剩余时间\s*(29|30):\d\d$/);
    await page.getByRole('region', { name: /^一、单项选择题/ }).waitFor();

    // The first single-choice question of the sample mock paper is D (1 point); leave the rest.
    const first = page.getByRole('article', { name: /第 1 题/ });
    await first.getByRole('radio', { name: /^D/ }).check();
    await page.getByRole('button', { name: '交卷' }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/未作答/).waitFor();
    await confirm.getByRole('button', { name: '确定交卷' }).click();

    const score = page.getByRole('region', { name: '成绩' });
    await score.waitFor();
    const text = await score.innerText();
    expect(text).toMatch(/得分\s*1\s*\/\s*\d+/);
    expect(text).toMatch(/答对\s*1\s*\/\s*\d+ 题/);
  });

  it('answers a subjective question, reveals the reference and self-grades it', async () => {
    await page.goto(journey.app('/zg'));
    await page
      .getByRole('link', { name: /甲公司与乙公司签订买卖合同/ })
      .first()
      .click();
    await page.waitForURL(/\/zg\?q=\d+/);
    const answer = '自 2020 年 6 月 30 日履行期限届满时起算。';
    await page.getByLabel('第 1 问').fill(answer);
    expect(await page.getByTestId('zg-count-1').innerText()).toContain(`已输入 ${answer.length} `);
    expect(await page.getByRole('region', { name: '参考答案与评分' }).count()).toBe(0);
    await page.getByRole('button', { name: '提交作答' }).click();

    const grading = page.getByRole('region', { name: '参考答案与评分' });
    await grading.waitFor();
    await grading.getByRole('checkbox', { name: /指出自付款期限.*（2 分）/ }).check();
    await grading.getByRole('checkbox', { name: /结论：抗辩不能成立（1 分）/ }).check();
    expect(await page.getByRole('status', { name: '自评得分' }).innerText()).toContain('3');
    await page.getByRole('button', { name: '确认评分' }).click();
    const history = page.getByRole('region', { name: '作答记录' });
    await history.getByText(/3\s*\/\s*11/).waitFor();
  });

  it('lists the practice as learning records with accuracy by subject', async () => {
    await page.goto(journey.app('/learnrecord'));
    await page
      .getByRole('figure', { name: '各科正确率' })
      .getByRole('meter', { name: '民法' })
      .waitFor();
    await page.getByRole('link', { name: /示例模拟卷（行政法，限时 30 分钟）/ }).waitFor();
  });
});
