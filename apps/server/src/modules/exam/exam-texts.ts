import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';

// The waiting screen's texts (examBefore): the 考生须知 an exam may replace, and the 操作说明
// of the exam screen, written after the official simulation system's.

/** 考生须知 when an exam gives none. */
export const DEFAULT_NOTICE_HTML = [
  '<ol>',
  '<li>考生凭准考证号和证件号码登录考场，核对屏幕上的姓名、准考证号与本人信息一致。</li>',
  '<li>开考后试卷自动打开，无需点击开始；统一开考的考试，开考 30 分钟后不得再进入考场。</li>',
  '<li>作答时答案自动保存，每题显示“已保存”及保存时间；网络中断时答案暂存在本机，恢复后自动上传。</li>',
  '<li>考试时间以服务器时间为准，结束前 10 分钟提醒；时间到系统自动收卷。</li>',
  '<li>交卷分两步：先查看未答与标记题数，再确认交卷；交卷后不能再作答。</li>',
  '</ol>',
].join('');

const OBJECTIVE_INSTRUCTIONS = [
  '<ul>',
  '<li>点击选项作答，单选题选一项，多选题和不定项选择题可选多项；再次点击取消选择。</li>',
  '<li>用“上一题”“下一题”或键盘 ←/→ 翻题；键盘 A–D 选择选项，M 标记本题。</li>',
  '<li>答题卡中 * 表示未答，? 表示已标记；点击题号可直接跳到该题。</li>',
  '<li>可在“小/中/大”之间调整字号。</li>',
  '</ul>',
].join('');

const SUBJECTIVE_INSTRUCTIONS = [
  '<ul>',
  '<li>左侧为案例材料，右侧为答题区；拖动中间的分隔条可调整两侧宽度。</li>',
  '<li>每一问在对应的输入框中作答，输入框下方显示已输入字数。</li>',
  '<li>点击“法条检索”可在考试中查阅法律法规，不离开当前题目。</li>',
  '<li>答题卡中 * 表示未答，? 表示已标记。</li>',
  '</ul>',
].join('');

/** 操作说明 of the exam screen of a variant. */
export function instructionsHtml(variant: TExamVariant): string {
  return variant === 'subt' ? SUBJECTIVE_INSTRUCTIONS : OBJECTIVE_INSTRUCTIONS;
}
