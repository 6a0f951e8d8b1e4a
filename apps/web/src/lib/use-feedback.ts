import type { AppProps } from 'antd';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '@yzfk/contract/constants';
import type { TFeedbackApi } from './feedback-api';
import { feedbackApi } from './feedback-bridge';

export type { TFeedbackApi } from './feedback-api';

/** antd's message settings of spec section 9: toasts last 3 s, 16 px from the top, 3 at most. */
export const TOAST_CONFIG = {
  top: TOAST_OFFSET_PX,
  duration: TOAST_DURATION_MS / 1000,
  maxCount: 3,
} satisfies AppProps['message'];

/**
 * The toasts and dialogs of the app, drawn inside antd's `App` (so they carry the app's locale
 * and theme and close with the React tree). Components use this, never antd's static methods.
 */
export function useFeedback(): TFeedbackApi {
  return feedbackApi;
}
