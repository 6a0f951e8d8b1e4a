import { z } from 'zod';

/** Makes zod's built-in validation messages Simplified Chinese, for both sides. */
export function applyChineseValidationMessages(): void {
  z.config(z.locales.zhCN());
}
