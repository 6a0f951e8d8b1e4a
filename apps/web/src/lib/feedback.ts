// How the API client talks to the user outside React: one toast for errors and blocking alerts.

export type TAlertOptions = {
  title: string;
  content: string;
  okText: string;
};

export type TFeedback = {
  /** Shows the one error toast. */
  toast: (text: string) => void;
  /** Shows a blocking alert and resolves when the user dismisses it. */
  alert: (options: TAlertOptions) => Promise<void>;
};

/** Where the client sends the browser when a session ends. */
export type TWindowControl = {
  goHome: () => void;
  /** Closes the window; pages not opened by a script cannot be closed, then it goes home. */
  closeWindow: () => void;
};
