import type { TDb } from '../../platform/db/database';
import { importQuestionRecords } from '../tiku/import/import-questions';
import { parseOwnFormat, type TQuestionFileLine } from '../tiku/import/parse-question-file';

// Original case questions (written for this project, not taken from any exam) for the demo
// 主观题 mock exam: a contract dispute, a criminal case and an administrative penalty, each
// with sub-questions, reference answers and 采分点. They enter the question bank through the
// bank's own import path (our file format), in a sample bank of their own, idempotently.

export const EXAM_CASES_BANK = 'exam-cases';

const CIVIL_CODE = '中华人民共和国民法典';
const CRIMINAL_LAW = '中华人民共和国刑法';
const PENALTY_LAW = '中华人民共和国行政处罚法';
const ADMIN_LITIGATION_LAW = '中华人民共和国行政诉讼法';

/** The external ids of the cases, in the order the demo exam asks them. */
export const EXAM_CASE_IDS = ['contract-deposit', 'burglary-robbery', 'penalty-hearing'].map(
  (id) => `${EXAM_CASES_BANK}:${id}`,
);

function caseLines(): TQuestionFileLine[] {
  return [
    {
      kind: 'bank',
      code: EXAM_CASES_BANK,
      name: '模考案例题（示例）',
      description: '本站为演示主观题模考编写的原创案例题（非真题），附参考答案与采分点。',
      isFree: true,
      isSample: true,
    },
    {
      kind: 'question',
      id: 'contract-deposit',
      bank: EXAM_CASES_BANK,
      type: 'subjective',
      subject: '民法',
      chapter: '合同 / 违约责任',
      stem: '<p>2023 年 1 月，甲家具厂与乙酒店签订买卖合同，约定甲厂于 2023 年 3 月 1 日前向乙酒店交付客房家具 100 套，总价款 50 万元；乙酒店于合同签订之日支付定金 15 万元；任何一方违约的，应向对方支付违约金 5 万元。乙酒店当日支付了 15 万元定金。2023 年 2 月，因原材料价格上涨，甲厂书面通知乙酒店：“家具不再生产，合同不再履行。”</p>',
      subQuestions: [
        {
          stem: '乙酒店支付的 15 万元定金，定金条款的效力如何？',
          referenceAnswer:
            '<p>定金的数额由当事人约定，但不得超过主合同标的额的百分之二十，超过部分不产生定金的效力。本案主合同标的额 50 万元，定金最多 10 万元，超出的 5 万元不产生定金效力，应作为预付款处理（《民法典》第五百八十六条）。</p>',
          scoringPoints: [
            { text: '定金不得超过主合同标的额的百分之二十', points: 2 },
            { text: '超过部分不产生定金效力，10 万元范围内有效', points: 2 },
          ],
        },
        {
          stem: '乙酒店能否同时请求甲厂双倍返还定金并支付违约金？',
          referenceAnswer:
            '<p>不能。当事人既约定违约金又约定定金的，一方违约时，对方可以选择适用违约金或者定金条款，二者不能并用（《民法典》第五百八十八条第一款）。</p>',
          scoringPoints: [
            { text: '结论：不能同时主张', points: 1 },
            { text: '违约金与定金只能选择适用其一', points: 2 },
          ],
        },
        {
          stem: '乙酒店能否在 3 月 1 日前解除合同？',
          referenceAnswer:
            '<p>能。在履行期限届满前，当事人一方明确表示不履行主要债务的，对方可以解除合同（《民法典》第五百六十三条第一款第二项）。甲厂书面表示不再履行，构成预期违约，乙酒店可以解除合同并请求承担违约责任。</p>',
          scoringPoints: [
            { text: '结论：可以解除合同', points: 1 },
            { text: '履行期限届满前明确表示不履行主要债务（预期违约）', points: 2 },
          ],
        },
      ],
      lawRefs: [
        { lawTitle: CIVIL_CODE, articleNumber: '第五百八十六条' },
        { lawTitle: CIVIL_CODE, articleNumber: '第五百八十八条' },
        { lawTitle: CIVIL_CODE, articleNumber: '第五百六十三条' },
      ],
      source: { year: null, paper: '模考示例', number: 1 },
      difficulty: 3,
      tags: ['示例', '案例分析'],
    },
    {
      kind: 'question',
      id: 'burglary-robbery',
      bank: EXAM_CASES_BANK,
      type: 'subjective',
      subject: '刑法',
      chapter: '刑法分论 / 侵犯财产罪',
      stem: '<p>2023 年 5 月某日深夜，张某与李某商量入户盗窃，由李某在楼下望风。张某撬门进入赵某家中，窃得笔记本电脑一台（价值 8000 元）。正要离开时，赵某醒来将其堵在客厅，张某为抗拒抓捕，用拳头将赵某打倒（经鉴定为轻伤二级）后逃离。李某对屋内发生的暴力事先并不知情，也未参与。</p>',
      subQuestions: [
        {
          stem: '张某的行为构成何罪？请说明理由。',
          referenceAnswer:
            '<p>构成抢劫罪。犯盗窃罪，为抗拒抓捕而当场使用暴力的，依照抢劫罪定罪处罚（《刑法》第二百六十九条）。张某入户盗窃，在户内为抗拒抓捕当场使用暴力，应认定为“入户抢劫”，适用加重法定刑（《刑法》第二百六十三条第一项）。</p>',
          scoringPoints: [
            { text: '结论：构成抢劫罪（转化型抢劫）', points: 2 },
            { text: '盗窃后为抗拒抓捕当场使用暴力', points: 2 },
            { text: '暴力发生在户内，认定为入户抢劫', points: 2 },
          ],
        },
        {
          stem: '李某应当对何种犯罪承担刑事责任？',
          referenceAnswer:
            '<p>李某只与张某共谋盗窃，对张某在户内使用暴力既无共谋也不知情，张某的暴力属于实行过限，李某不对抢劫负责，仅以盗窃罪（入户盗窃）的共犯承担责任。</p>',
          scoringPoints: [
            { text: '结论：李某构成盗窃罪的共犯', points: 2 },
            { text: '张某的暴力属于实行过限，李某不承担抢劫责任', points: 2 },
          ],
        },
      ],
      lawRefs: [
        { lawTitle: CRIMINAL_LAW, articleNumber: '第二百六十九条' },
        { lawTitle: CRIMINAL_LAW, articleNumber: '第二百六十三条' },
        { lawTitle: CRIMINAL_LAW, articleNumber: '第二百六十四条' },
      ],
      source: { year: null, paper: '模考示例', number: 2 },
      difficulty: 3,
      tags: ['示例', '案例分析'],
    },
    {
      kind: 'question',
      id: 'penalty-hearing',
      bank: EXAM_CASES_BANK,
      type: 'subjective',
      subject: '行政法与行政诉讼法',
      chapter: '行政处罚',
      stem: '<p>某区市场监督管理局查明，个体工商户王某销售过期食品，遂作出罚款 8 万元的行政处罚决定。作出决定前，该局只告知了王某拟作出处罚的事实、理由和依据，没有告知其有要求听证的权利。王某不服，向人民法院提起行政诉讼。</p>',
      subQuestions: [
        {
          stem: '市场监督管理局作出本案处罚决定前，是否应当告知王某有要求听证的权利？',
          referenceAnswer:
            '<p>应当。行政机关拟作出较大数额罚款的行政处罚决定，应当告知当事人有要求听证的权利（《行政处罚法》第六十三条第一款）。8 万元罚款属于较大数额罚款。</p>',
          scoringPoints: [
            { text: '结论：应当告知听证权利', points: 1 },
            { text: '较大数额罚款应当告知当事人有要求听证的权利', points: 2 },
          ],
        },
        {
          stem: '人民法院应当如何判决？',
          referenceAnswer:
            '<p>未告知听证权利属于违反法定程序，人民法院应当判决撤销该处罚决定，并可以判决被告重新作出行政行为（《行政诉讼法》第七十条第三项）。</p>',
          scoringPoints: [
            { text: '违反法定程序', points: 2 },
            { text: '判决撤销处罚决定，可以判决重新作出行政行为', points: 2 },
          ],
        },
      ],
      lawRefs: [
        { lawTitle: PENALTY_LAW, articleNumber: '第六十三条' },
        { lawTitle: ADMIN_LITIGATION_LAW, articleNumber: '第七十条' },
      ],
      source: { year: null, paper: '模考示例', number: 3 },
      difficulty: 2,
      tags: ['示例', '案例分析'],
    },
  ];
}

/** Writes the case questions (idempotent: unchanged rows are left alone). */
export async function seedExamCases(db: TDb): Promise<void> {
  const parsed = parseOwnFormat(caseLines().map((value, index) => ({ line: index + 1, value })));
  const [rejection] = parsed.rejections;
  if (rejection) throw new Error(`exam case line ${rejection.line}: ${rejection.reason}`);
  await importQuestionRecords(db, parsed);
}
