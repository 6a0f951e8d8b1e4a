import { importQuestionRecords, type TQuestionImportSummary } from './import-questions';
import {
  parseOwnFormat,
  type TPaperLine,
  type TQuestionFileLine,
  type TQuestionLine,
} from './parse-question-file';
import type { TDb } from '../../../platform/db/database';

// Demo content for the question bank: original questions written for this project (not taken
// from any exam or data set), in banks marked as samples (isSample, 示例 in their names). They go
// through the same parser and importer as a file in our format (docs/question-format.md), so
// they are checked the same way and seeding them again at every start changes nothing.

const CIVIL_CODE = '中华人民共和国民法典';
const CRIMINAL_LAW = '中华人民共和国刑法';
const PENALTY_LAW = '中华人民共和国行政处罚法';
const LICENSING_LAW = '中华人民共和国行政许可法';
const ADMIN_LITIGATION_LAW = '中华人民共和国行政诉讼法';

type TObjectiveSpec = {
  id: string;
  type: 'single' | 'multiple' | 'indefinite';
  chapter: string;
  stem: string;
  options: [string, string, string, string];
  answer: string[];
  explanation: string;
  /** Law title and article number (null: the law as a whole). */
  laws: [string, string | null][];
  difficulty: number;
};

/** A sample objective question of a subject, options A–D. */
function objective(bank: string, subject: string, spec: TObjectiveSpec, number: number) {
  const [a, b, c, d] = spec.options;
  const line: TQuestionLine = {
    kind: 'question',
    id: spec.id,
    bank,
    type: spec.type,
    subject,
    chapter: spec.chapter,
    stem: spec.stem,
    options: { A: a, B: b, C: c, D: d },
    answer: spec.answer,
    explanation: spec.explanation,
    lawRefs: spec.laws.map(([lawTitle, articleNumber]) => ({ lawTitle, articleNumber })),
    source: { year: null, paper: '示例题', number },
    difficulty: spec.difficulty,
    tags: ['示例'],
  };
  return line;
}

const CIVIL: TObjectiveSpec[] = [
  {
    id: 'civil-1',
    type: 'single',
    chapter: '民法总则 / 诉讼时效与期间',
    stem: '依照《民法典》，向人民法院请求保护民事权利的一般诉讼时效期间为多长？',
    options: ['一年', '二年', '三年', '四年'],
    answer: ['C'],
    explanation:
      '《民法典》第一百八十八条第一款规定，向人民法院请求保护民事权利的诉讼时效期间为三年；法律另有规定的，依照其规定。',
    laws: [[CIVIL_CODE, '第一百八十八条']],
    difficulty: 1,
  },
  {
    id: 'civil-2',
    type: 'single',
    chapter: '民法总则 / 诉讼时效与期间',
    stem: '关于诉讼时效，下列哪一说法是正确的？',
    options: [
      '当事人可以约定延长诉讼时效期间',
      '当事人未提出诉讼时效抗辩的，人民法院可以主动适用诉讼时效的规定',
      '诉讼时效期间届满后，义务人同意履行的，不得以诉讼时效期间届满为由抗辩',
      '诉讼时效期间届满后，义务人已经自愿履行的，可以请求返还',
    ],
    answer: ['C'],
    explanation:
      '诉讼时效的期间、计算方法以及中止、中断的事由由法律规定，当事人约定无效（第一百九十七条），A 错误；人民法院不得主动适用诉讼时效的规定（第一百九十三条），B 错误；依第一百九十二条第二款，C 正确、D 错误。',
    laws: [
      [CIVIL_CODE, '第一百九十二条'],
      [CIVIL_CODE, '第一百九十三条'],
      [CIVIL_CODE, '第一百九十七条'],
    ],
    difficulty: 2,
  },
  {
    id: 'civil-3',
    type: 'single',
    chapter: '民法总则 / 自然人',
    stem: '小明今年 9 周岁，智力正常。关于小明的民事行为能力，下列哪一说法是正确的？',
    options: [
      '小明是无民事行为能力人',
      '小明是限制民事行为能力人',
      '小明是完全民事行为能力人',
      '小明有无民事行为能力，由其监护人决定',
    ],
    answer: ['B'],
    explanation:
      '《民法典》第十九条规定，八周岁以上的未成年人为限制民事行为能力人；不满八周岁的未成年人为无民事行为能力人（第二十条）。',
    laws: [
      [CIVIL_CODE, '第十九条'],
      [CIVIL_CODE, '第二十条'],
    ],
    difficulty: 1,
  },
  {
    id: 'civil-4',
    type: 'single',
    chapter: '合同 / 合同的订立',
    stem: '甲公司向多家老客户寄送了本年度的产品价目表。该价目表在法律上属于什么？',
    options: ['要约', '要约邀请', '承诺', '已成立的合同'],
    answer: ['B'],
    explanation:
      '《民法典》第四百七十三条规定，寄送的价目表、拍卖公告、招标公告、商业广告和宣传等为要约邀请，是希望他人向自己发出要约的表示。',
    laws: [[CIVIL_CODE, '第四百七十三条']],
    difficulty: 1,
  },
  {
    id: 'civil-5',
    type: 'multiple',
    chapter: '民法总则 / 诉讼时效与期间',
    stem: '根据《民法典》，下列哪些情形导致诉讼时效中断？',
    options: [
      '权利人向义务人提出履行请求',
      '义务人同意履行义务',
      '权利人提起诉讼',
      '在诉讼时效期间的最后六个月内，因不可抗力不能行使请求权',
    ],
    answer: ['A', 'B', 'C'],
    explanation:
      'A、B、C 是第一百九十五条规定的中断事由，中断后诉讼时效期间重新计算；D 是第一百九十四条规定的中止事由。',
    laws: [
      [CIVIL_CODE, '第一百九十五条'],
      [CIVIL_CODE, '第一百九十四条'],
    ],
    difficulty: 2,
  },
  {
    id: 'civil-6',
    type: 'multiple',
    chapter: '合同 / 合同的订立',
    stem: '关于要约，下列哪些说法是正确的？',
    options: [
      '要约可以撤回，撤回的通知应当在要约到达受要约人前或者与要约同时到达受要约人',
      '要约人以确定承诺期限明示要约不可撤销的，要约不得撤销',
      '受要约人对要约的内容作出实质性变更的，为新要约',
      '要约自发出时生效，与是否到达受要约人无关',
    ],
    answer: ['A', 'B', 'C'],
    explanation:
      'A 见第四百七十五条和第一百四十一条；B 见第四百七十六条；C 见第四百八十八条；以对话以外方式作出的要约到达受要约人时生效（第四百七十四条、第一百三十七条），D 错误。',
    laws: [
      [CIVIL_CODE, '第四百七十五条'],
      [CIVIL_CODE, '第四百七十六条'],
      [CIVIL_CODE, '第四百八十八条'],
    ],
    difficulty: 2,
  },
  {
    id: 'civil-7',
    type: 'multiple',
    chapter: '民法总则 / 自然人',
    stem: '关于宣告死亡，下列哪些说法是正确的？',
    options: [
      '自然人下落不明满四年的，利害关系人可以向人民法院申请宣告该自然人死亡',
      '因意外事件下落不明满二年的，利害关系人可以申请宣告该自然人死亡',
      '因意外事件下落不明被宣告死亡的，以判决作出之日为其死亡日期',
      '被宣告死亡但并未死亡的人，在被宣告死亡期间实施的民事法律行为无效',
    ],
    answer: ['A', 'B'],
    explanation:
      'A、B 见第四十六条。因意外事件下落不明宣告死亡的，意外事件发生之日视为其死亡的日期（第四十八条），C 错误；被宣告死亡而并未死亡的，不影响其在被宣告死亡期间实施的民事法律行为的效力（第四十九条），D 错误。',
    laws: [
      [CIVIL_CODE, '第四十六条'],
      [CIVIL_CODE, '第四十八条'],
      [CIVIL_CODE, '第四十九条'],
    ],
    difficulty: 2,
  },
  {
    id: 'civil-8',
    type: 'indefinite',
    chapter: '合同 / 合同的订立',
    stem: '5 月 1 日，甲向乙寄出要约，要求乙在 5 月 10 日前答复。乙于 5 月 8 日寄出承诺信，按通常情形该信应于 5 月 9 日到达，但因邮局投递失误于 5 月 12 日才到达甲处。关于本案，下列说法正确的是：',
    options: [
      '甲未及时通知乙不接受该承诺的，该承诺有效，合同成立',
      '该承诺为迟到的承诺，一律视为新要约',
      '甲如不愿接受，应当及时通知乙因承诺超过期限不接受该承诺',
      '合同自 5 月 8 日乙寄出承诺信时成立',
    ],
    answer: ['A', 'C'],
    explanation:
      '受要约人在承诺期限内发出承诺，按照通常情形能够及时到达，但因其他原因超过承诺期限到达的，除要约人及时通知不接受外，该承诺有效（第四百八十七条），A、C 正确，B 错误；承诺到达要约人时生效，承诺生效时合同成立（第四百八十三条、第四百八十四条），D 错误。',
    laws: [
      [CIVIL_CODE, '第四百八十七条'],
      [CIVIL_CODE, '第四百八十三条'],
    ],
    difficulty: 3,
  },
  {
    id: 'civil-9',
    type: 'indefinite',
    chapter: '民法总则 / 诉讼时效与期间',
    stem: '在诉讼时效期间的最后六个月内发生下列情形，哪些会导致诉讼时效中止？',
    options: [
      '发生地震，权利人无法行使请求权',
      '权利人被义务人控制',
      '权利人向义务人发出催款函',
      '继承开始后未确定继承人或者遗产管理人',
    ],
    answer: ['A', 'B', 'D'],
    explanation:
      'A、B、D 是第一百九十四条规定的中止事由，自中止时效的原因消除之日起满六个月，诉讼时效期间届满；C 是权利人提出履行请求，属于中断事由（第一百九十五条）。',
    laws: [
      [CIVIL_CODE, '第一百九十四条'],
      [CIVIL_CODE, '第一百九十五条'],
    ],
    difficulty: 3,
  },
];

const CRIMINAL: TObjectiveSpec[] = [
  {
    id: 'criminal-1',
    type: 'single',
    chapter: '刑法总论 / 刑罚的裁量',
    stem: '甲因盗窃罪被判处有期徒刑三年，于 2019 年 6 月 1 日刑满释放。下列哪一情形中，甲构成累犯？',
    options: [
      '2023 年 5 月故意伤害他人，应当判处有期徒刑一年',
      '2023 年 5 月过失致人重伤，应当判处有期徒刑一年',
      '2025 年 3 月再犯诈骗罪，应当判处有期徒刑二年',
      '2023 年 5 月再犯盗窃罪，应当判处拘役三个月',
    ],
    answer: ['A'],
    explanation:
      '一般累犯须：前罪被判处有期徒刑以上刑罚，刑罚执行完毕或者赦免以后五年以内，再犯应当判处有期徒刑以上刑罚之罪，且前后罪均非过失犯罪、行为人犯罪时已满十八周岁（第六十五条）。B 为过失犯罪，C 已超过五年，D 后罪应判拘役。',
    laws: [[CRIMINAL_LAW, '第六十五条']],
    difficulty: 2,
  },
  {
    id: 'criminal-2',
    type: 'single',
    chapter: '刑法总论 / 刑罚的裁量',
    stem: '关于对自首的犯罪分子的处罚，下列哪一说法是正确的？',
    options: [
      '应当从轻或者减轻处罚',
      '可以从轻或者减轻处罚；其中，犯罪较轻的，可以免除处罚',
      '应当免除处罚',
      '只能从轻处罚，不能减轻处罚',
    ],
    answer: ['B'],
    explanation:
      '《刑法》第六十七条第一款规定，对于自首的犯罪分子，可以从轻或者减轻处罚；其中，犯罪较轻的，可以免除处罚。',
    laws: [[CRIMINAL_LAW, '第六十七条']],
    difficulty: 1,
  },
  {
    id: 'criminal-3',
    type: 'single',
    chapter: '刑法总论 / 违法阻却事由',
    stem: '乙持刀抢劫甲，甲在搏斗中夺下乙的刀，将乙刺成重伤。关于甲的行为，下列哪一说法是正确的？',
    options: ['构成故意伤害罪', '属于防卫过当', '属于正当防卫，不负刑事责任', '属于紧急避险'],
    answer: ['C'],
    explanation:
      '对正在进行的抢劫等严重危及人身安全的暴力犯罪采取防卫行为，造成不法侵害人伤亡的，不属于防卫过当，不负刑事责任（第二十条第三款）。',
    laws: [[CRIMINAL_LAW, '第二十条']],
    difficulty: 1,
  },
  {
    id: 'criminal-4',
    type: 'single',
    chapter: '刑法总论 / 犯罪构成',
    stem: '丙今年 15 周岁。丙实施下列哪一行为，应当负刑事责任？',
    options: ['盗窃他人财物，数额较大', '抢劫他人财物', '诈骗他人财物，数额较大', '过失致人死亡'],
    answer: ['B'],
    explanation:
      '已满十四周岁不满十六周岁的人，只对故意杀人、故意伤害致人重伤或者死亡、强奸、抢劫、贩卖毒品、放火、爆炸、投放危险物质八种犯罪负刑事责任（第十七条第二款）。',
    laws: [[CRIMINAL_LAW, '第十七条']],
    difficulty: 1,
  },
  {
    id: 'criminal-5',
    type: 'multiple',
    chapter: '刑法总论 / 违法阻却事由',
    stem: '关于正当防卫，下列哪些说法是正确的？',
    options: [
      '正当防卫必须针对正在进行的不法侵害',
      '正当防卫只能针对不法侵害人本人进行',
      '防卫明显超过必要限度造成重大损害的，应当负刑事责任，但是应当减轻或者免除处罚',
      '不法侵害结束后，为出气对侵害人进行报复的，也属于正当防卫',
    ],
    answer: ['A', 'B', 'C'],
    explanation:
      '正当防卫须针对正在进行的不法侵害，并针对不法侵害人本人（第二十条第一款）；C 为第二十条第二款关于防卫过当的规定；不法侵害结束后的报复行为不是防卫。',
    laws: [[CRIMINAL_LAW, '第二十条']],
    difficulty: 2,
  },
  {
    id: 'criminal-6',
    type: 'multiple',
    chapter: '刑法总论 / 刑罚的裁量',
    stem: '关于累犯，下列哪些说法是正确的？',
    options: [
      '对累犯应当从重处罚',
      '对累犯不适用缓刑',
      '对累犯可以假释',
      '不满十八周岁的人犯罪的，不构成一般累犯',
    ],
    answer: ['A', 'B', 'D'],
    explanation:
      'A、D 见第六十五条；对于累犯不适用缓刑（第七十四条），对累犯不得假释（第八十一条第二款），C 错误。',
    laws: [
      [CRIMINAL_LAW, '第六十五条'],
      [CRIMINAL_LAW, '第七十四条'],
      [CRIMINAL_LAW, '第八十一条'],
    ],
    difficulty: 2,
  },
  {
    id: 'criminal-7',
    type: 'multiple',
    chapter: '刑法总论 / 刑罚的裁量',
    stem: '下列哪些情形可以认定为自首？',
    options: [
      '犯罪后主动到公安机关投案，如实供述自己的罪行',
      '被采取强制措施的犯罪嫌疑人，如实供述司法机关还未掌握的本人其他罪行',
      '犯罪后被抓获，如实供述司法机关已经掌握的罪行',
      '犯罪后投案，但拒不供述主要犯罪事实',
    ],
    answer: ['A', 'B'],
    explanation:
      'A 为一般自首，B 为以自首论的情形（第六十七条第一款、第二款）；C 属于坦白，依第六十七条第三款可以从轻处罚；D 未如实供述，不成立自首。',
    laws: [[CRIMINAL_LAW, '第六十七条']],
    difficulty: 2,
  },
  {
    id: 'criminal-8',
    type: 'indefinite',
    chapter: '刑法总论 / 犯罪构成',
    stem: '根据《刑法》关于犯罪概念的规定，下列说法正确的是：',
    options: [
      '犯罪是危害社会的行为',
      '犯罪是依照法律应当受刑罚处罚的行为',
      '情节显著轻微危害不大的，不认为是犯罪',
      '行为只要危害社会，即使法律没有明文规定为犯罪，也应当定罪处罚',
    ],
    answer: ['A', 'B', 'C'],
    explanation:
      'A、B、C 见第十三条；法律没有明文规定为犯罪行为的，不得定罪处罚（第三条，罪刑法定原则），D 错误。',
    laws: [
      [CRIMINAL_LAW, '第十三条'],
      [CRIMINAL_LAW, '第三条'],
    ],
    difficulty: 2,
  },
  {
    id: 'criminal-9',
    type: 'indefinite',
    chapter: '刑法总论 / 违法阻却事由',
    stem: '乙在争执中徒手推搡甲，并未危及甲的人身安全。甲随手拿起水果刀将乙刺死。关于甲的行为，下列说法正确的是：',
    options: [
      '属于特殊防卫，不负刑事责任',
      '属于防卫过当',
      '应当负刑事责任，但是应当减轻或者免除处罚',
      '属于紧急避险',
    ],
    answer: ['B', 'C'],
    explanation:
      '乙的推搡是正在进行的不法侵害，但甲的防卫明显超过必要限度造成重大损害，属于防卫过当，应当负刑事责任，但是应当减轻或者免除处罚（第二十条第二款）；推搡不是严重危及人身安全的暴力犯罪，不适用第二十条第三款。',
    laws: [[CRIMINAL_LAW, '第二十条']],
    difficulty: 3,
  },
];

const ADMINISTRATIVE: TObjectiveSpec[] = [
  {
    id: 'admin-1',
    type: 'single',
    chapter: '行政处罚',
    stem: '根据《行政处罚法》，下列哪一种行政处罚只能由法律设定？',
    options: ['警告', '罚款', '吊销营业执照', '限制人身自由的行政处罚'],
    answer: ['D'],
    explanation: '法律可以设定各种行政处罚；限制人身自由的行政处罚，只能由法律设定（第十条）。',
    laws: [[PENALTY_LAW, '第十条']],
    difficulty: 1,
  },
  {
    id: 'admin-2',
    type: 'single',
    chapter: '行政处罚',
    stem: '违法事实确凿并有法定依据的，行政机关对公民当场作出罚款决定的最高数额是多少？',
    options: ['五十元', '一百元', '二百元', '一千元'],
    answer: ['C'],
    explanation:
      '对公民处以二百元以下、对法人或者其他组织处以三千元以下罚款或者警告的，可以当场作出行政处罚决定（第五十一条）。',
    laws: [[PENALTY_LAW, '第五十一条']],
    difficulty: 1,
  },
  {
    id: 'admin-3',
    type: 'single',
    chapter: '行政许可',
    stem: '根据《行政许可法》，下列哪一规范不得设定行政许可？',
    options: ['法律', '行政法规', '省级人民政府规章（临时性行政许可）', '国务院部门规章'],
    answer: ['D'],
    explanation:
      '法律、行政法规、地方性法规和省级人民政府规章（临时性许可）可以依法设定行政许可（第十四条、第十五条）；其他规范性文件一律不得设定行政许可（第十七条），部门规章只能在上位法设定的许可事项范围内作出具体规定。',
    laws: [
      [LICENSING_LAW, '第十四条'],
      [LICENSING_LAW, '第十五条'],
      [LICENSING_LAW, '第十七条'],
    ],
    difficulty: 2,
  },
  {
    id: 'admin-4',
    type: 'single',
    chapter: '行政诉讼 / 行政诉讼的受案范围',
    stem: '公民对下列哪一行为不服，可以提起行政诉讼？',
    options: [
      '县人民政府发布的具有普遍约束力的决定',
      '县公安局对其作出的行政拘留决定',
      '县教育局对其工作人员作出的记过处分',
      '外交部的外交行为',
    ],
    answer: ['B'],
    explanation:
      '对行政拘留不服可以起诉（第十二条第一款第一项）；具有普遍约束力的决定、命令，对行政机关工作人员的奖惩、任免等决定，以及国防、外交等国家行为，不属于受案范围（第十三条）。',
    laws: [
      [ADMIN_LITIGATION_LAW, '第十二条'],
      [ADMIN_LITIGATION_LAW, '第十三条'],
    ],
    difficulty: 1,
  },
  {
    id: 'admin-5',
    type: 'multiple',
    chapter: '行政处罚',
    stem: '下列哪些属于《行政处罚法》规定的行政处罚种类？',
    options: ['通报批评', '责令改正', '限制从业', '行政拘留'],
    answer: ['A', 'C', 'D'],
    explanation:
      '通报批评、限制从业、行政拘留均是第九条列举的行政处罚；责令改正或者限期改正违法行为是实施行政处罚时的要求（第二十八条），不是行政处罚。',
    laws: [
      [PENALTY_LAW, '第九条'],
      [PENALTY_LAW, '第二十八条'],
    ],
    difficulty: 2,
  },
  {
    id: 'admin-6',
    type: 'multiple',
    chapter: '行政处罚',
    stem: '行政机关拟作出下列哪些行政处罚决定时，应当告知当事人有要求听证的权利？',
    options: ['较大数额罚款', '吊销许可证件', '警告', '责令停产停业'],
    answer: ['A', 'B', 'D'],
    explanation:
      '较大数额罚款、吊销许可证件、责令停产停业等较重的行政处罚，应当告知当事人有要求听证的权利（第六十三条）；警告不在其列。',
    laws: [[PENALTY_LAW, '第六十三条']],
    difficulty: 2,
  },
  {
    id: 'admin-7',
    type: 'multiple',
    chapter: '行政诉讼 / 行政诉讼的受案范围',
    stem: '根据《行政诉讼法》，人民法院不受理公民、法人或者其他组织对下列哪些事项提起的诉讼？',
    options: [
      '行政机关作出的没收非法财物决定',
      '国防、外交等国家行为',
      '行政机关制定、发布的具有普遍约束力的决定、命令',
      '行政机关对行政机关工作人员的奖惩、任免等决定',
    ],
    answer: ['B', 'C', 'D'],
    explanation: 'B、C、D 见第十三条；没收非法财物属于行政处罚，可以起诉（第十二条第一款第一项）。',
    laws: [
      [ADMIN_LITIGATION_LAW, '第十三条'],
      [ADMIN_LITIGATION_LAW, '第十二条'],
    ],
    difficulty: 2,
  },
  {
    id: 'admin-8',
    type: 'indefinite',
    chapter: '行政诉讼 / 行政诉讼的受案范围',
    stem: '下列情形中，当事人可以依法提起行政诉讼的是：',
    options: [
      '张某对区公安分局给予其行政拘留十日的决定不服',
      '李某对区人民政府作出的房屋征收补偿决定不服',
      '区教育局工作人员刘某对本局给予其记过处分不服',
      '王某认为市人民政府制定的规章不合理',
    ],
    answer: ['A', 'B'],
    explanation:
      '行政拘留、征收补偿决定属于受案范围（第十二条第一款第一项、第五项）；对行政机关工作人员的奖惩决定和规章不能直接起诉（第十三条）。',
    laws: [
      [ADMIN_LITIGATION_LAW, '第十二条'],
      [ADMIN_LITIGATION_LAW, '第十三条'],
    ],
    difficulty: 2,
  },
  {
    id: 'admin-9',
    type: 'indefinite',
    chapter: '行政许可',
    stem: '关于行政许可的实施，下列说法正确的是：',
    options: [
      '行政许可直接涉及申请人与他人之间重大利益关系的，行政机关应当告知申请人、利害关系人享有要求听证的权利',
      '行政许可申请可以通过信函、传真、电子邮件等方式提出',
      '行政机关实施行政许可，一律不得收取任何费用',
      '行政机关在其法定职权范围内，依照法律、法规、规章的规定，可以委托其他行政机关实施行政许可',
    ],
    answer: ['A', 'B', 'D'],
    explanation:
      'A 见第四十七条，B 见第二十九条，D 见第二十四条；行政机关实施行政许可不得收取费用，但法律、行政法规另有规定的除外（第五十八条），C 说“一律”错误。',
    laws: [
      [LICENSING_LAW, '第四十七条'],
      [LICENSING_LAW, '第二十九条'],
      [LICENSING_LAW, '第二十四条'],
      [LICENSING_LAW, '第五十八条'],
    ],
    difficulty: 3,
  },
];

const SUBJECTIVE: TQuestionLine[] = [
  {
    kind: 'question',
    id: 'civil-case-1',
    bank: 'sample',
    type: 'subjective',
    subject: '民法',
    chapter: '民法总则 / 诉讼时效与期间',
    stem: '<p>2020 年 3 月 1 日，甲公司与乙公司签订买卖合同，约定甲公司向乙公司供应钢材 100 吨，总价款 50 万元，乙公司应于 2020 年 6 月 30 日前付清货款。甲公司按约交货，乙公司到期仅支付 20 万元。</p><p>2021 年 5 月 10 日，甲公司向乙公司发函催款；5 月 20 日乙公司回函称“资金紧张，年底前付清”，此后一直未付。2024 年 3 月，甲公司起诉，请求乙公司支付剩余货款 30 万元。乙公司以诉讼时效期间届满为由抗辩。</p>',
    subQuestions: [
      {
        stem: '甲公司对剩余货款的诉讼时效期间从何时起算？为什么？',
        referenceAnswer:
          '<p>自 2020 年 6 月 30 日付款期限届满时起算（期间自次日开始计算）。诉讼时效期间自权利人知道或者应当知道权利受到损害以及义务人之日起计算，约定履行期限的债务，自履行期限届满之日起算（《民法典》第一百八十八条第二款）。</p>',
        scoringPoints: [
          { text: '指出自付款期限（2020 年 6 月 30 日）届满时起算', points: 2 },
          { text: '说明依据：权利人知道或者应当知道权利受到损害以及义务人之日起计算', points: 2 },
        ],
      },
      {
        stem: '甲公司的催款函和乙公司的回函对诉讼时效有何影响？',
        referenceAnswer:
          '<p>均导致诉讼时效中断：甲公司发函是权利人向义务人提出履行请求，乙公司回函是义务人同意履行义务。从中断时起，诉讼时效期间重新计算三年（《民法典》第一百九十五条）。</p>',
        scoringPoints: [
          { text: '催款和同意履行均构成诉讼时效中断', points: 2 },
          { text: '从中断时起诉讼时效期间重新计算', points: 2 },
        ],
      },
      {
        stem: '乙公司的诉讼时效抗辩能否成立？',
        referenceAnswer:
          '<p>不能成立。诉讼时效自 2021 年 5 月中断后重新计算三年，甲公司 2024 年 3 月起诉时尚未届满。</p>',
        scoringPoints: [
          { text: '结论：抗辩不能成立', points: 1 },
          { text: '理由：重新计算的三年期间在起诉时尚未届满', points: 2 },
        ],
      },
    ],
    lawRefs: [
      { lawTitle: CIVIL_CODE, articleNumber: '第一百八十八条' },
      { lawTitle: CIVIL_CODE, articleNumber: '第一百九十五条' },
    ],
    source: { year: null, paper: '示例题', number: 28 },
    difficulty: 3,
    tags: ['示例', '案例分析'],
  },
  {
    kind: 'question',
    id: 'criminal-case-1',
    bank: 'sample',
    type: 'subjective',
    subject: '刑法',
    chapter: '刑法总论 / 刑罚的裁量',
    stem: '<p>王某曾因盗窃罪被判处有期徒刑二年，于 2021 年 8 月刑满释放。2023 年 10 月，王某深夜潜入李某家中，窃得现金 3 万元。次日，王某在家人陪同下到派出所投案，如实供述了自己的盗窃事实。</p>',
    subQuestions: [
      {
        stem: '王某是否构成累犯？请说明理由。',
        referenceAnswer:
          '<p>构成累犯。王某前罪被判处有期徒刑，刑罚执行完毕后五年以内再犯盗窃罪，后罪是应当判处有期徒刑以上刑罚的故意犯罪，且不属于过失犯罪或者不满十八周岁的人犯罪的例外（《刑法》第六十五条）。</p>',
        scoringPoints: [
          { text: '结论：构成累犯', points: 1 },
          { text: '前罪被判处有期徒刑，刑满释放后五年以内再犯', points: 2 },
          { text: '后罪是应当判处有期徒刑以上刑罚的故意犯罪', points: 1 },
        ],
      },
      {
        stem: '王某的投案是否成立自首？对王某应当如何处罚？',
        referenceAnswer:
          '<p>成立自首：犯罪以后自动投案，如实供述自己的罪行（《刑法》第六十七条第一款），可以从轻或者减轻处罚。同时王某是累犯，应当从重处罚；量刑时对从重与从宽情节综合考虑。</p>',
        scoringPoints: [
          { text: '成立自首（自动投案并如实供述）', points: 2 },
          { text: '自首可以从轻或者减轻处罚', points: 1 },
          { text: '累犯应当从重处罚，二者综合考虑', points: 1 },
        ],
      },
    ],
    lawRefs: [
      { lawTitle: CRIMINAL_LAW, articleNumber: '第六十五条' },
      { lawTitle: CRIMINAL_LAW, articleNumber: '第六十七条' },
    ],
    source: { year: null, paper: '示例题', number: 29 },
    difficulty: 3,
    tags: ['示例', '案例分析'],
  },
];

const PAID: TObjectiveSpec[] = [
  {
    id: 'paid-1',
    type: 'single',
    chapter: '民事诉讼总论 / 主管与管辖',
    stem: '因不动产纠纷提起的民事诉讼，由哪一人民法院管辖？',
    options: [
      '原告住所地人民法院',
      '被告住所地人民法院',
      '不动产所在地人民法院',
      '合同签订地人民法院',
    ],
    answer: ['C'],
    explanation: '因不动产纠纷提起的诉讼，由不动产所在地人民法院专属管辖，当事人不得协议变更。',
    laws: [['中华人民共和国民事诉讼法', null]],
    difficulty: 1,
  },
  {
    id: 'paid-2',
    type: 'multiple',
    chapter: '刑事诉讼总论 / 强制措施',
    stem: '下列哪些属于《刑事诉讼法》规定的强制措施？',
    options: ['罚款', '拘传', '取保候审', '逮捕'],
    answer: ['B', 'C', 'D'],
    explanation:
      '刑事诉讼中的强制措施是拘传、取保候审、监视居住、拘留和逮捕；罚款不是刑事强制措施。',
    laws: [['中华人民共和国刑事诉讼法', null]],
    difficulty: 1,
  },
  {
    id: 'paid-3',
    type: 'single',
    chapter: '公司法 / 有限责任公司',
    stem: '根据《公司法》，有限责任公司的股东人数最多为多少人？',
    options: ['三十人', '五十人', '一百人', '二百人'],
    answer: ['B'],
    explanation: '有限责任公司由一个以上五十个以下股东出资设立。',
    laws: [['中华人民共和国公司法', null]],
    difficulty: 1,
  },
];

const PAID_SUBJECTS: Record<string, string> = {
  'paid-1': '民事诉讼法',
  'paid-2': '刑事诉讼法',
  'paid-3': '商法',
};

function section(title: string, ids: string[]): TPaperLine['sections'][number] {
  return { title, questions: ids };
}

const ids = (specs: TObjectiveSpec[], type: TObjectiveSpec['type']) =>
  specs.filter((spec) => spec.type === type).map((spec) => spec.id);

/** Every line of the sample banks, in our file format. */
export function sampleQuestionLines(): TQuestionFileLine[] {
  let number = 0;
  return [
    {
      kind: 'bank',
      code: 'sample',
      name: '示例题库',
      description: '本站为演示编写的原创示例题（非真题），覆盖单选、多选、不定项和主观题。',
      isFree: true,
      isSample: true,
    },
    {
      kind: 'bank',
      code: 'sample-paid',
      name: '示例付费题库（需授权）',
      description: '演示需授权题库的原创示例题；未获授权的用户不能练习。',
      isFree: false,
      isSample: true,
    },
    ...CIVIL.map((spec) => objective('sample', '民法', spec, ++number)),
    ...CRIMINAL.map((spec) => objective('sample', '刑法', spec, ++number)),
    ...ADMINISTRATIVE.map((spec) => objective('sample', '行政法与行政诉讼法', spec, ++number)),
    ...SUBJECTIVE,
    ...PAID.map((spec, index) =>
      objective('sample-paid', PAID_SUBJECTS[spec.id] ?? '综合', spec, index + 1),
    ),
    {
      kind: 'paper',
      id: 'past-2024',
      bank: 'sample',
      type: 'past',
      title: '2024 年示例真题卷（示例，非真实真题）',
      year: 2024,
      timeLimitMinutes: 60,
      sections: [
        section('一、单项选择题', [...ids(CIVIL, 'single'), ...ids(CRIMINAL, 'single')]),
        section('二、多项选择题', [...ids(CIVIL, 'multiple'), ...ids(CRIMINAL, 'multiple')]),
        section('三、不定项选择题', [...ids(CIVIL, 'indefinite'), ...ids(CRIMINAL, 'indefinite')]),
      ],
    },
    {
      kind: 'paper',
      id: 'mock-1',
      bank: 'sample',
      type: 'mock',
      title: '示例模拟卷（行政法，限时 30 分钟）',
      timeLimitMinutes: 30,
      partialCredit: true,
      sections: [
        section('一、单项选择题', ids(ADMINISTRATIVE, 'single')),
        section('二、多项选择题', ids(ADMINISTRATIVE, 'multiple')),
        section('三、不定项选择题', ids(ADMINISTRATIVE, 'indefinite')),
      ],
    },
    {
      kind: 'paper',
      id: 'paid-mock-1',
      bank: 'sample-paid',
      type: 'mock',
      title: '示例付费模拟卷（需授权）',
      timeLimitMinutes: 10,
      sections: [
        section('一、单项选择题', ids(PAID, 'single')),
        section('二、多项选择题', ids(PAID, 'multiple')),
      ],
    },
  ];
}

/** Writes the sample banks, questions and papers (idempotent: unchanged rows are left alone). */
export async function seedSampleQuestions(db: TDb): Promise<TQuestionImportSummary> {
  const parsed = parseOwnFormat(
    sampleQuestionLines().map((value, index) => ({ line: index + 1, value })),
  );
  const [rejection] = parsed.rejections;
  if (rejection) throw new Error(`sample question line ${rejection.line}: ${rejection.reason}`);
  return importQuestionRecords(db, parsed);
}
