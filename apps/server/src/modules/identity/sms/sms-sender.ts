/** One text message to one phone. */
export type TSmsMessage = { phone: string; code: string; text: string };

/** Sends SMS messages; a provider that cannot send throws. */
export type TSmsSender = {
  send: (message: TSmsMessage) => Promise<void>;
};
