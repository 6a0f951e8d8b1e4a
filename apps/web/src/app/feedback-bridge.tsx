import { useEffect } from 'react';
import { createAntdFeedback } from '../lib/antd-feedback';
import { connectFeedback } from '../lib/feedback-bridge';
import { useFeedback } from '../lib/use-feedback';

/** Hands the API client the message and modal of antd's `App` while the app is mounted. */
export function FeedbackBridge() {
  const { message, modal } = useFeedback();
  useEffect(() => connectFeedback(createAntdFeedback({ message, modal })), [message, modal]);
  return null;
}
