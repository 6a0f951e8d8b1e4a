import { Button } from 'antd';
import type { TSmsPurpose } from '@yzfk/contract/calls/identity-fields';
import { ZPhoneSchema } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../../../hooks/use-countdown';

export type TSendCodeButtonProps = {
  /** Reads the phone to send to (the form's current value). */
  getPhone: () => string;
  purpose: TSmsPurpose;
  /** Called when the phone is not valid, e.g. to show the field's error. */
  onInvalidPhone: () => void;
};

/** Seconds the server asks to wait (请 N 秒后再试), if its message says so. */
function waitOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== E.tooManyRequests) return undefined;
  const match = /(\d+)\s*秒/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** 获取验证码: sends an SMS code, then counts 60 s down, disabled, before it may send again. */
export function SendCodeButton({ getPhone, purpose, onInvalidPhone }: TSendCodeButtonProps) {
  const { message } = useFeedback();
  const sendCode = useSendCode();
  const countdown = useCountdown();

  function send() {
    const phone = ZPhoneSchema.safeParse(getPhone());
    if (!phone.success) {
      onInvalidPhone();
      return;
    }
    // The promise, not mutate's own callbacks: those are skipped when the mutation's observer
    // changed before the reply, and then the code was sent but no countdown showed.
    sendCode.mutateAsync({ phone: phone.data, purpose }).then(
      (data) => {
        void message.success('验证码已发送');
        countdown.start(data.resendIn);
      },
      (error: unknown) => {
        // The API client has already shown the error; a 4029 also says how long to wait.
        const wait = waitOf(error);
        if (wait) countdown.start(wait);
      },
    );
  }

  const counting = countdown.seconds > 0;
  return (
    <Button onClick={send} disabled={counting} loading={sendCode.isPending}>
      {counting ? `${countdown.seconds} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
