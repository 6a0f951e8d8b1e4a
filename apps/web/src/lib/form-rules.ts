import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd form rule that checks a value with a contract schema and shows its message. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator(_rule, value: unknown) {
      const result = schema.safeParse(value ?? '');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(result.error.issues[0]?.message ?? '输入的数据不合法!'));
    },
  };
}
