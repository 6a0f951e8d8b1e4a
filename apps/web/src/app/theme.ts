import type { ThemeConfig } from 'antd';

/** Font stack for Simplified Chinese first, then Latin fallbacks. */
export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** The antd theme: the publisher's deep blue and Chinese fonts. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1d4e89',
    colorLink: '#1d4e89',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: {
      headerBg: '#15385f',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: '#f5f7fa',
      footerBg: '#fff',
    },
  },
};
