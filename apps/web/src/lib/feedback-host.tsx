import { App } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from './feedback-bridge';
import { TOAST_CONFIG } from './use-feedback';

function ConnectFeedback() {
  const { message, modal } = App.useApp();
  useEffect(() => connectFeedback({ message, modal }), [message, modal]);
  return null;
}

/**
 * antd's `App` with the toast settings of the spec, connected to the feedback bridge. Rendered
 * inside the app's ConfigProvider (locale, theme); its toasts and dialogs close with the tree.
 */
export function FeedbackHost() {
  return (
    <App component={false} message={TOAST_CONFIG}>
      <ConnectFeedback />
    </App>
  );
}
