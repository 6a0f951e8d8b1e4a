// Site facts shown in the footer and the 获取授权 dialog. These are CONFIGURED VALUES: replace them with the publisher's
// real copyright line and record numbers before going live. The record numbers below are
// placeholders (all zeros) and must not be published as they are.

export type TRecordLink = {
  /** Text shown in the footer. */
  text: string;
  /** Where the record can be checked. */
  href: string;
};

export type TSiteConfig = {
  copyright: string;
  /** ICP 备案号 (MIIT record of the website). */
  icpRecord: TRecordLink;
  /** 公安备案号 (public-security record of the website). */
  policeRecord: TRecordLink;
  /**
   * Whom a reader asks about authorisations and activation codes (获取授权 dialog): the
   * publisher's service desk. Placeholder contact details until the publisher gives its own.
   */
  accessContact: string[];
};

export const SITE_CONFIG: TSiteConfig = {
  copyright: '© 2024-2026 有章法考 版权所有',
  icpRecord: {
    text: 'ICP备案号：京ICP备00000000号-1',
    href: 'https://beian.miit.gov.cn/',
  },
  policeRecord: {
    text: '公安备案：京公网安备00000000000000号',
    href: 'https://beian.mps.gov.cn/',
  },
  accessContact: [
    '激活码随出版社图书、学习卡发售，也可向出版社读者服务部购买或咨询。',
    '读者服务部：工作日 9:00–17:00，电话 010-00000000，邮箱 service@example.com',
    '学校、图书馆等单位开通机构授权，请在个人中心提交“机构用户申请”。',
  ],
};
