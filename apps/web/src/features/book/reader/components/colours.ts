import type { TNoteColour } from '@yzfk/contract/calls/notes';

/** The highlighter palette as the reader names and shows it. */
export const COLOUR_LABELS: Record<TNoteColour, { name: string; swatch: string }> = {
  yellow: { name: '黄色', swatch: '#fadb14' },
  green: { name: '绿色', swatch: '#52c41a' },
  blue: { name: '蓝色', swatch: '#1677ff' },
  pink: { name: '粉色', swatch: '#eb2f96' },
  purple: { name: '紫色', swatch: '#722ed1' },
};
