import type { TFeedback } from './feedback';
import type { TFeedbackApi } from './feedback-api';

/** The API client's toast and alerts, drawn by the message and modal of antd's `App`. */
export function createAntdFeedback({ message, modal }: TFeedbackApi): TFeedback {
  return {
    toast(text) {
      // The text is the key, so the same error from several calls shows once.
      message.error({ content: text, key: text });
    },
    alert({ title, content, okText }) {
      return new Promise((resolve) => {
        modal.warning({ title, content, okText, onOk: () => resolve() });
      });
    },
  };
}
