import type { Logger } from 'pino';
import type { TConfig } from '../../../platform/config/config';
import { createAliyunSmsSender } from './aliyun-sms-sender';
import { createLogSmsSender } from './log-sms-sender';
import type { TSmsSender } from './sms-sender';

/** The SMS provider the configuration names (the config schema checks aliyun's settings). */
export function createSmsSender(config: TConfig, log: Logger, now: () => Date): TSmsSender {
  if (config.SMS_PROVIDER === 'log') return createLogSmsSender(log, config.SMS_OUTBOX, now);
  return createAliyunSmsSender({
    endpoint: config.ALIYUN_SMS_ENDPOINT,
    accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
    signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
    templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
    now,
  });
}
