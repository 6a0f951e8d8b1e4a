import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../session/site.schema';

/** A person with an account on a site: signed up by phone, optionally bound to WeChat. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Null once the account is cancelled (the number may sign up again). */
    phone: text('phone'),
    nickName: text('nick_name').notNull(),
    /** Storage key of the avatar, null when none. */
    headerLogo: text('header_logo'),
    /** active or cancelled. */
    state: text('state').notNull().default('active'),
    latestLoginIp: text('latest_login_ip'),
    latestLoginAt: timestamp('latest_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
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
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    openId: text('open_id').notNull(),
    nickName: text('nick_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wechat_bindings_site_openid_idx').on(table.siteId, table.openId)],
);
