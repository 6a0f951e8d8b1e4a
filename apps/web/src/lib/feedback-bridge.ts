import { createAntdFeedback } from './antd-feedback';
import type { TFeedback } from './feedback';
import type { TAntdFeedbackApi, TFeedbackApi } from './feedback-api';

// antd's `App` (message, modal, notification: about 17 KB of gzip and several requests) is
// loaded only when the first toast or dialog is raised (decision 0010), and the API client
// lives outside React. So components and the client both talk to this bridge: the first call
// asks the app to mount the feedback host, which connects antd's `App` here; what is raised
// before that (or between two mounts) waits and is drawn once connected.

type TPending = (api: TAntdFeedbackApi) => void;

let connected: TAntdFeedbackApi | undefined;
const pending: TPending[] = [];
let needed = false;
const neededListeners = new Set<() => void>();

function whenConnected(run: TPending): void {
  if (connected) {
    run(connected);
    return;
  }
  pending.push(run);
  if (!needed) {
    needed = true;
    neededListeners.forEach((listener) => listener());
  }
}

/** Whether anything has asked for a toast or dialog yet (the host is mounted from then on). */
export function isFeedbackNeeded(): boolean {
  return needed;
}

/** Calls `listener` when the first toast or dialog is asked for; returns the unsubscribe. */
export function onFeedbackNeeded(listener: () => void): () => void {
  neededListeners.add(listener);
  return () => neededListeners.delete(listener);
}

/** Connects the message and modal of antd's `App`; returns the disconnect to call on unmount. */
export function connectFeedback(api: TAntdFeedbackApi): () => void {
  connected = api;
  pending.splice(0).forEach((run) => run(api));
  return () => {
    if (connected === api) connected = undefined;
  };
}

function toastOf(kind: keyof TFeedbackApi['message']): TFeedbackApi['message'][typeof kind] {
  return (...args) => whenConnected((api) => void api.message[kind](...args));
}

/** The toasts and dialogs of the app for components (through useFeedback) and the client. */
export const feedbackApi: TFeedbackApi = {
  message: {
    success: toastOf('success'),
    error: toastOf('error'),
    info: toastOf('info'),
    warning: toastOf('warning'),
  },
  modal: { warning: (config) => whenConnected((api) => void api.modal.warning(config)) },
};

/** The feedback handed to the API client: one error toast and the session alerts. */
export const bridgedFeedback: TFeedback = createAntdFeedback(feedbackApi);
