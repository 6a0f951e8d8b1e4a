import type { TTheme } from './renderer';

/** The page colours of each theme: 日间, 夜间, 护眼 (the soft green of eye-care modes). */
export const THEME_COLOURS: Record<TTheme, { background: string; text: string; link: string }> = {
  day: { background: '#ffffff', text: '#1f1f1f', link: '#1677ff' },
  night: { background: '#1b1d21', text: '#c9ccd1', link: '#69b1ff' },
  eye: { background: '#cce8cf', text: '#1f2a1f', link: '#0958d9' },
};

/** The style sheet laid over every chapter: the theme's colours and the chosen font size. */
export function chapterCss(look: { fontSize: number; theme: TTheme }): string {
  const colours = THEME_COLOURS[look.theme];
  return `
    html {
      color-scheme: ${look.theme === 'night' ? 'dark' : 'light'};
      /* foliate-js paints the page margins with this colour. */
      --theme-bg-color: ${colours.background};
    }
    html, body { background: ${colours.background} !important; color: ${colours.text} !important; }
    body { font-size: ${look.fontSize}px !important; line-height: 1.8; }
    body * { color: inherit !important; background-color: transparent !important; }
    p, li, blockquote { font-size: 1em !important; }
    a:any-link { color: ${colours.link} !important; }
  `;
}
