import { message, Modal } from 'antd';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '@yzfk/contract/constants';
import type { TFeedback } from './feedback';

const TOAST_SECONDS = TOAST_DURATION_MS / 1000;

message.config({ top: TOAST_OFFSET_PX, duration: TOAST_SECONDS, maxCount: 3 });

/** The toast and alerts of the app, drawn by antd's static message and Modal. */
export const antdFeedback: TFeedback = {
  toast(text) {
    // The text is the key, so the same error from several calls shows once.
    void message.error({ content: text, key: text, duration: TOAST_SECONDS });
  },
  alert({ title, content, okText }) {
    return new Promise((resolve) => {
      Modal.warning({ title, content, okText, onOk: () => resolve() });
    });
  },
};
