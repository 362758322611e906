import type { Db } from '#server/db/connection.ts'

// Roles of staff accounts (migration 0016: account_roles). The spec names none for subscribers;
// the portal's own editors have one, which opens the editors' report of searches.

export const ROLES = ['editor'] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value)
}

export interface RoleStore {
  rolesOf(accountId: string): Promise<Role[]>
  /** Replaces the account's roles with these. */
  setRoles(accountId: string, roles: readonly Role[]): Promise<void>
}

export function createRoleStore(db: Db): RoleStore {
  return {
    async rolesOf(accountId) {
      const rows = await db
        .selectFrom('account_roles')
        .select('role')
        .where('account_id', '=', accountId)
        .orderBy('role')
        .execute()
      return rows.map((r) => r.role).filter(isRole)
    },

    async setRoles(accountId, roles) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('account_roles').where('account_id', '=', accountId).execute()
        const unique = [...new Set(roles)]
        if (unique.length > 0) {
          await trx
            .insertInto('account_roles')
            .values(unique.map((role) => ({ account_id: accountId, role })))
            // Two instances seeding at once both insert: the second changes nothing.
            .onConflict((oc) => oc.columns(['account_id', 'role']).doNothing())
            .execute()
        }
      })
    },
  }
}
