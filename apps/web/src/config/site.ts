// Site facts shown in the footer. These are CONFIGURED VALUES: replace them with the publisher's
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
};
