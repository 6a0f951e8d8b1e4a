import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

// antd writes its CSS-in-JS into <head>. jsdom's getComputedStyle then matches every one of
// those rules against an element, and Testing Library's role queries ask it of every element
// and each of its ancestors: one dialog test spent 25 of its 30 s there. Vitest loads none of
// our own CSS either, so no test reads a style from a sheet; antd's go to a detached holder.
const HOLDER = document.createElement('div');

/** Renders children with antd's styles kept out of the document (tests only). */
export function DetachedStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={HOLDER}>{children}</StyleProvider>;
}
