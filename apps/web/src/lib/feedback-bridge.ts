import type { TFeedback } from './feedback';

// The API client lives outside React; antd's `App` gives its message and modal only to
// components. The bridge component in the app connects them here; until it has (or after it
// unmounts) toasts and alerts wait for it.

type TPending = (feedback: TFeedback) => void;

let connected: TFeedback | undefined;
const pending: TPending[] = [];

function whenConnected(run: TPending): void {
  if (connected) run(connected);
  else pending.push(run);
}

/** Connects the app's feedback; returns the disconnect to call on unmount. */
export function connectFeedback(feedback: TFeedback): () => void {
  connected = feedback;
  pending.splice(0).forEach((run) => run(feedback));
  return () => {
    if (connected === feedback) connected = undefined;
  };
}

/** The feedback handed to the API client: drawn by whatever the bridge connected. */
export const bridgedFeedback: TFeedback = {
  toast(text) {
    whenConnected((feedback) => feedback.toast(text));
  },
  alert(options) {
    return new Promise((resolve) => {
      whenConnected((feedback) => void feedback.alert(options).then(resolve));
    });
  },
};
