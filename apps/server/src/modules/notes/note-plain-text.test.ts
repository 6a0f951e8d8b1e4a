import { describe, expect, it } from 'vitest';
import { notePlainText } from './note-plain-text';

describe('notePlainText', () => {
  it('keeps the words of a rich note and drops its marks', () => {
    expect(
      notePlainText(
        '**要件**：*故意* ~~过失~~ `代码`\n\n- 甲\n- 乙\n\n1. 一\n2. 二\n\n> 引用  \n> 第二行 \\* a &lt;b&gt; &amp;',
      ),
    ).toBe('要件：故意 过失 代码\n\n甲\n乙\n\n一\n二\n\n引用  \n第二行  a <b> &');
  });

  it('leaves a plain note and Latin words with underscores as they are', () => {
    expect(notePlainText('诉讼时效\n期间为三年 snake_case')).toBe(
      '诉讼时效\n期间为三年 snake_case',
    );
  });
});
