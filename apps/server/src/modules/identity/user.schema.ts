import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { sites } from '../session/site.schema';

/** A person with an account on a site: signed up by phone, optionally bound to WeChat. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    /** Null once the account is cancelled (the number may sign up again). */
    phone: text('phone'),
    nickName: text('nick_name').notNull(),
    /** Storage key of the avatar, null when none. */
    headerLogo: text('header_logo'),
    /** active or cancelled. */
    state: text('state').notNull().default('active'),
    latestLoginIp: text('latest_login_ip'),
    latestLoginAt: moment('latest_login_at'),
    createdAt: requiredMoment('created_at').defaultNow(),
    cancelledAt: moment('cancelled_at'),
  },
  (table) => [uniqueIndex('users_site_phone_idx').on(table.siteId, table.phone)],
);

/** A WeChat account (by openid) bound to one user. */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: ownerRef('site_id', () => sites.id),
    openId: text('open_id').notNull(),
    nickName: text('nick_name').notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [uniqueIndex('wechat_bindings_site_openid_idx').on(table.siteId, table.openId)],
);
