import { createHmac, randomInt } from 'node:crypto';
import type { TSmsPurpose } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { TSmsCodeRepository } from './sms-code.repository';
import type { TSmsSender } from './sms/sms-sender';

/** SMS code rules (OWASP ASVS 5.0 6.6): 6 digits, 5 minutes, single use, 5 wrong tries. */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_WRONG_TRIES = 5;
/**
 * Sending limits: per phone 1 per `resendSeconds` (SMS_RESEND_INTERVAL_S, 60 s by default) and
 * 10 per day; per client IP 20 per hour.
 */
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_IP_PER_HOUR = 20;

type TDeps = {
  codes: TSmsCodeRepository;
  sender: TSmsSender;
  limiter: TRateLimiter;
  secret: string;
  /** Seconds before the same phone may get another code. */
  resendSeconds: number;
  now: () => Date;
};

type TTarget = { siteId: number; phone: string; purpose: TSmsPurpose };

function waitMessage(seconds: number): string {
  return `发送过于频繁，请 ${seconds} 秒后再试`;
}

/** Sends SMS codes within the limits and checks them. */
export function createSmsCodeService(deps: TDeps) {
  const hash = (target: TTarget, code: string) =>
    createHmac('sha256', deps.secret)
      .update(`${target.siteId}:${target.phone}:${target.purpose}:${code}`)
      .digest('hex');

  return {
    /** Sends a fresh code; 4029 with the seconds to wait when a limit is reached. */
    async send(target: TTarget, ip: string): Promise<{ expiresIn: number; resendIn: number }> {
      const checks: [string, number, number][] = [
        [`sms:phone:${target.phone}`, 1, deps.resendSeconds],
        [`sms:ip:${ip}`, SMS_PER_IP_PER_HOUR, 3600],
        [`sms:day:${target.phone}`, SMS_PER_PHONE_PER_DAY, 86_400],
      ];
      for (const [key, limit, window] of checks) {
        const result = await deps.limiter.hit(key, limit, window);
        if (!result.allowed) {
          throw new AppError(E.tooManyRequests, waitMessage(result.retryAfterSeconds), {
            retryAfterSeconds: result.retryAfterSeconds,
          });
        }
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = deps.now();
      await deps.codes.insert({
        ...target,
        codeHash: hash(target, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      });
      try {
        await deps.sender.send({
          phone: target.phone,
          code,
          text: `【有章法考】您的验证码是 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
        });
      } catch (error) {
        throw new AppError(E.smsFailed, undefined, { cause: error });
      }
      return { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: deps.resendSeconds };
    },

    /**
     * Spends the newest code sent to the phone for the purpose if `code` is it. Wrong: 4101
     * (验证码或手机号错误); expired: 4102; the fifth wrong try kills the code: 4103.
     */
    async verify(target: TTarget, code: string): Promise<void> {
      const latest = await deps.codes.latest(target.siteId, target.phone, target.purpose);
      if (!latest || latest.usedAt) throw new AppError(E.codeInvalid);
      if (latest.attempts >= SMS_CODE_MAX_WRONG_TRIES) throw new AppError(E.codeLocked);
      if (latest.expiresAt <= deps.now()) throw new AppError(E.codeExpired);
      if (latest.codeHash !== hash(target, code)) {
        const tries = await deps.codes.countWrongTry(latest.id);
        throw new AppError(tries >= SMS_CODE_MAX_WRONG_TRIES ? E.codeLocked : E.codeInvalid);
      }
      if (!(await deps.codes.markUsed(latest.id, deps.now()))) throw new AppError(E.codeInvalid);
    },
  };
}

export type TSmsCodeService = ReturnType<typeof createSmsCodeService>;
