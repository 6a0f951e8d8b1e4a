import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { users, wechatBindings } from './user.schema';
import { firstRow } from '../../platform/db/first-row';

export type TUser = typeof users.$inferSelect;
export type TWechatBinding = typeof wechatBindings.$inferSelect;

/** SQL for users and their WeChat bindings. */
export function createUserRepository(db: TDb) {
  return {
    async findById(id: number): Promise<TUser | undefined> {
      return firstRow(db, users, eq(users.id, id));
    },

    async findByPhone(siteId: number, phone: string): Promise<TUser | undefined> {
      return firstRow(db, users, and(eq(users.siteId, siteId), eq(users.phone, phone)));
    },

    /** The phone's user, created on first login (sign-up by phone). */
    async findOrCreateByPhone(siteId: number, phone: string): Promise<TUser> {
      await db
        .insert(users)
        .values({ siteId, phone, nickName: `用户${phone.slice(-4)}` })
        .onConflictDoNothing();
      const user = await this.findByPhone(siteId, phone);
      if (!user) throw new Error('user missing after insert');
      return user;
    },

    async update(id: number, fields: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(fields).where(eq(users.id, id));
    },

    /**
     * Sets the user's avatar file name and answers the one it replaces (null: none), read and
     * written under the row's lock, so that parallel uploads each learn a different old file.
     */
    async replaceHeaderLogo(id: number, name: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ headerLogo: users.headerLogo })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        await tx.update(users).set({ headerLogo: name }).where(eq(users.id, id));
        return old?.headerLogo ?? null;
      });
    },

    async findWechatBinding(userId: number): Promise<TWechatBinding | undefined> {
      return firstRow(db, wechatBindings, eq(wechatBindings.userId, userId));
    },

    async findWechatBindingByOpenId(
      siteId: number,
      openId: string,
    ): Promise<TWechatBinding | undefined> {
      return firstRow(
        db,
        wechatBindings,
        and(eq(wechatBindings.siteId, siteId), eq(wechatBindings.openId, openId)),
      );
    },

    /** Binds (or re-binds) a user's WeChat account. */
    async saveWechatBinding(binding: typeof wechatBindings.$inferInsert): Promise<void> {
      await db
        .insert(wechatBindings)
        .values(binding)
        .onConflictDoUpdate({
          target: wechatBindings.userId,
          set: { openId: binding.openId, nickName: binding.nickName, createdAt: new Date() },
        });
    },

    async deleteWechatBinding(userId: number): Promise<void> {
      await db.delete(wechatBindings).where(eq(wechatBindings.userId, userId));
    },
  };
}

export type TUserRepository = ReturnType<typeof createUserRepository>;
