import type { App } from 'antd';

/** The message and modal that antd's `App` gives its subtree (App.useApp()). */
export type TAntdFeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

type TToastArgs = Parameters<TAntdFeedbackApi['message']['success']>;

/**
 * The toasts and dialogs components may use. They are drawn by antd's `App` once the lazily
 * loaded feedback host has connected; until then they wait (see feedback-bridge.ts).
 */
export type TFeedbackApi = {
  message: Record<'success' | 'error' | 'info' | 'warning', (...args: TToastArgs) => void>;
  modal: { warning: (config: Parameters<TAntdFeedbackApi['modal']['warning']>[0]) => void };
};
