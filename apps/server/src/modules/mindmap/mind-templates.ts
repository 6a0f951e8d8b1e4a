import type { TMindTemplate } from '@yzfk/contract/calls/mindmap';
import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';

// Starter templates per 法考 subject: the first two levels of each subject's usual outline, so a
// candidate starts from the subject's shape and fills in the rest.

const SUBJECT_BRANCHES: Record<TMindTemplate, string[][]> = {
  刑法: [
    ['刑法总论', '犯罪构成', '违法阻却事由', '故意犯罪形态', '共同犯罪', '罪数', '刑罚'],
    ['刑法分论', '危害公共安全罪', '侵犯人身权利罪', '侵犯财产罪', '贪污贿赂罪'],
  ],
  民法: [
    ['总则', '民事主体', '民事法律行为', '代理', '诉讼时效'],
    ['物权', '所有权', '用益物权', '担保物权', '占有'],
    ['合同', '合同订立', '合同履行', '违约责任', '典型合同'],
    ['人格权、婚姻家庭与继承'],
    ['侵权责任', '归责原则', '特殊侵权'],
  ],
  刑诉: [
    ['基本原则与制度', '管辖', '回避', '辩护与代理'],
    ['证据', '证据种类', '证明标准', '非法证据排除'],
    ['强制措施'],
    ['诉讼程序', '立案', '侦查', '起诉', '审判', '执行'],
  ],
  民诉: [
    ['总论', '基本原则', '主管与管辖', '当事人', '证据与证明'],
    ['审判程序', '第一审普通程序', '简易程序', '第二审程序', '再审程序'],
    ['执行程序'],
    ['仲裁'],
  ],
  行政法: [
    ['行政组织与公务员'],
    ['行政行为', '行政许可', '行政处罚', '行政强制'],
    ['行政复议'],
    ['行政诉讼', '受案范围', '管辖', '判决'],
    ['国家赔偿'],
  ],
  商经知: [
    ['商法', '公司法', '合伙企业法', '破产法', '票据法', '保险法'],
    ['经济法', '反垄断法', '消费者权益保护法', '税法'],
    ['知识产权法', '著作权', '专利权', '商标权'],
  ],
  理论法: [
    ['法理学', '法的本体', '法的运行', '法与社会'],
    ['宪法', '基本制度', '公民基本权利', '国家机构'],
    ['中国法律史'],
    ['司法制度和法律职业道德'],
  ],
  三国法: [
    ['国际法', '国际法主体', '国际争端解决'],
    ['国际私法', '冲突规范', '准据法'],
    ['国际经济法', '国际贸易法', 'WTO'],
  ],
};

const leaf = (title: string): TMindTreeNode => ({ title, children: [] });

/** A subject's starter tree, rooted at the document's title. */
export function templateTree(subject: TMindTemplate, title: string): TMindTreeNode {
  return {
    title,
    children: SUBJECT_BRANCHES[subject].map(([branch = subject, ...leaves]) => ({
      title: branch,
      children: leaves.map(leaf),
    })),
  };
}
