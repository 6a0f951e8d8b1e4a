import type { TFeedback } from './feedback';

// antd's message and Modal load with the first toast or alert, not with the first page.
const load = () => import('./antd-feedback');

/** The app's feedback, loading antd's toast and alert on first use. */
export const lazyFeedback: TFeedback = {
  toast(text) {
    void load().then(({ antdFeedback }) => antdFeedback.toast(text));
  },
  alert(options) {
    return load().then(({ antdFeedback }) => antdFeedback.alert(options));
  },
};
