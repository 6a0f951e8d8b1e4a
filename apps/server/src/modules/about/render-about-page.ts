import { ABOUT_PAGE_NAMES, aboutPagePath, type TAboutPage } from '@yzfk/contract/about/about-pages';
import type { TAgreement } from '@yzfk/contract/about/agreement-types';
import { DISCLAIMER } from '@yzfk/contract/about/disclaimer';
import { PRIVACY_POLICY } from '@yzfk/contract/about/privacy-policy';
import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';
import { PRODUCT_NAME } from '@yzfk/contract/constants';

const ABOUT_PAGES: Record<TAboutPage, TAgreement> = {
  service: SERVICE_AGREEMENT,
  privacy: PRIVACY_POLICY,
  disclaimer: DISCLAIMER,
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Small, readable on a phone, no script and no external file: the page is one response.
const STYLE = `body{margin:0;font:16px/1.8 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f6f7}
main{max-width:760px;margin:0 auto;padding:24px 20px 48px;background:#fff}
h1{font-size:24px;line-height:1.4;margin:8px 0 16px}h2{font-size:18px;margin:28px 0 8px}
p{margin:0 0 12px;text-align:justify}nav{font-size:14px;margin-bottom:8px}
nav a{color:#1d4ed8;margin-right:16px}footer{font-size:13px;color:#646a73;margin-top:32px}`;

const LINK_LABELS: Record<TAboutPage, string> = {
  service: '用户服务协议',
  privacy: '隐私政策',
  disclaimer: '免责声明',
};

function navigation(current: TAboutPage | null): string {
  return ABOUT_PAGE_NAMES.map((page) =>
    page === current
      ? `<a aria-current="page">${LINK_LABELS[page]}</a>`
      : `<a href="${aboutPagePath(page)}">${LINK_LABELS[page]}</a>`,
  ).join('');
}

function document(title: string, current: TAboutPage | null, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<nav aria-label="协议与政策">${navigation(current)}</nav>
${body}
<footer>${escapeHtml(PRODUCT_NAME)}</footer>
</main>
</body>
</html>
`;
}

function agreementBody(agreement: TAgreement): string {
  const paragraphs = (texts: readonly string[]) =>
    texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return [
    `<h1>${escapeHtml(agreement.title)}</h1>`,
    paragraphs(agreement.intro),
    ...agreement.sections.map(
      (section) =>
        `<section>\n<h2>${escapeHtml(section.heading)}</h2>\n${paragraphs(section.paragraphs)}\n</section>`,
    ),
  ].join('\n');
}

/** A help page as plain HTML: the same texts the web app's about pages show. */
export function renderAboutPage(page: TAboutPage): string {
  return document(ABOUT_PAGES[page].title, page, agreementBody(ABOUT_PAGES[page]));
}

/** The page for an unknown name: where the help pages are. */
export function renderAboutNotFound(): string {
  return document(
    `页面不存在 - ${PRODUCT_NAME}`,
    null,
    '<h1>页面不存在</h1>\n<p>请从上方选择要查看的协议或声明。</p>',
  );
}

/** Whether a name is one of the help pages. */
export function isAboutPage(name: string): name is TAboutPage {
  return (ABOUT_PAGE_NAMES as readonly string[]).includes(name);
}
