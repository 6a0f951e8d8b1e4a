import { useEffect } from 'react';

// antd and its rc-components write a few aria-labels in English whatever the locale
// (InputNumber's Increase Value / Decrease Value, Segmented's segmented control, some Close
// buttons, table row selection), and every @ant-design/icons icon is role="img" named after
// its file (star, close, right). Screen readers would read them out in English: this turns
// the fixed texts into Chinese and takes unnamed icons (decoration beside a text or inside a
// named control) out of the accessibility tree. An icon the app names in Chinese is kept.

const FIXED_LABELS: Record<string, string> = {
  'Increase Value': '增加数值',
  'Decrease Value': '减少数值',
  'segmented control': '选项切换',
  Close: '关闭',
  'Select all': '全选',
  'Custom selection': '自定义选择',
  'Toggle start panel': '切换开始面板',
  'Toggle end panel': '切换结束面板',
  'Clear color': '清除颜色',
};

const ROW_LABEL = /^(?:Select row|Row) (\d+)(?: selected)?$/;
const LATIN_ONLY = /^[\x20-\x7e]+$/;

/** The Chinese text for an English aria-label antd writes, or undefined when it has none. */
export function chineseAriaLabel(label: string): string | undefined {
  const fixed = FIXED_LABELS[label];
  if (fixed) return fixed;
  const row = ROW_LABEL.exec(label);
  if (row) return label.endsWith('selected') ? `已选择第 ${row[1]} 行` : `选择第 ${row[1]} 行`;
  return undefined;
}

function localiseElement(element: Element): void {
  const label = element.getAttribute('aria-label');
  if (!label || !LATIN_ONLY.test(label)) return;
  if (element.getAttribute('role') === 'img' && element.classList.contains('anticon')) {
    element.removeAttribute('aria-label');
    element.setAttribute('aria-hidden', 'true');
    return;
  }
  const chinese = chineseAriaLabel(label);
  if (chinese) element.setAttribute('aria-label', chinese);
}

/** Localises the aria-labels of an element and everything inside it (see the note above). */
export function localiseAriaLabels(root: Element): void {
  localiseElement(root);
  root.querySelectorAll('[aria-label]').forEach(localiseElement);
}

/**
 * Keeps the aria-labels under `root` Chinese as antd renders (pages, dialogs and toasts in
 * portals); returns the function that stops watching.
 */
export function watchAriaLabels(root: Element): () => void {
  localiseAriaLabels(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element && record.type === 'attributes') {
        localiseElement(record.target);
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) localiseAriaLabels(node);
      });
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}

/** Keeps the page's aria-labels Chinese while the calling component is mounted. */
export function useChineseAriaLabels(): void {
  useEffect(() => watchAriaLabels(document.body), []);
}
