import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The agent tree's materialised path (migration 0021, ADR 0033): the triggers keep `upline_path`
 * and `upline_depth` true on insert and on a move, whole subtrees move with their head, and a
 * cycle or a parent of another brand is refused by the database itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function brandId(code: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from merchants where code = ${code}`.execute(t.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no brand ${code}`);
  return id;
}

let serial = 0;
async function member(merchantId: number, parent: bigint | null): Promise<bigint> {
  serial += 1;
  const { rows } = await sql<{ id: string }>`
    insert into members (merchant_id, account, type, password_hash, referral_code, parent_id)
    values (${merchantId}, ${`tree${serial}`}, 1, 'x', ${`TREE${serial}`}, ${parent})
    returning id::text`.execute(t.db);
  return BigInt(rows[0]?.id ?? '0');
}

async function pathOf(id: bigint) {
  const { rows } = await sql<{ path: string; depth: number }>`
    select upline_path as path, upline_depth as depth from members where id = ${id}`.execute(t.db);
  return rows[0];
}

describe('upline path', () => {
  it('is the chain of ancestors from the root, kept on insert (seeded members included)', async () => {
    const { rows } = await sql<{ path: string; agent: string }>`
      select p.upline_path as path, a.id::text as agent from members p
      join members a on a.id = p.parent_id where p.account = 'player01'`.execute(t.db);
    expect(rows[0]?.path).toBe(`/${rows[0]?.agent}/`);

    const brand = await brandId('TIGER');
    const root = await member(brand, null);
    const child = await member(brand, root);
    const grandchild = await member(brand, child);
    expect(await pathOf(root)).toEqual({ path: '/', depth: 0 });
    expect(await pathOf(child)).toEqual({ path: `/${root}/`, depth: 1 });
    expect(await pathOf(grandchild)).toEqual({ path: `/${root}/${child}/`, depth: 2 });
  });

  it('moves a whole subtree with its head, and nothing else', async () => {
    const brand = await brandId('TIGER');
    const a = await member(brand, null);
    const b = await member(brand, null);
    const head = await member(brand, a);
    const leaf = await member(brand, head);
    const deeper = await member(brand, leaf);
    // A sibling whose id starts with the head's digits must not move with it.
    const sibling = await member(brand, a);

    await sql`update members set parent_id = ${b} where id = ${head}`.execute(t.db);
    expect(await pathOf(head)).toEqual({ path: `/${b}/`, depth: 1 });
    expect(await pathOf(leaf)).toEqual({ path: `/${b}/${head}/`, depth: 2 });
    expect(await pathOf(deeper)).toEqual({ path: `/${b}/${head}/${leaf}/`, depth: 3 });
    expect(await pathOf(sibling)).toEqual({ path: `/${a}/`, depth: 1 });

    // Back to the top: the subtree becomes a tree of its own.
    await sql`update members set parent_id = null where id = ${head}`.execute(t.db);
    expect(await pathOf(deeper)).toEqual({ path: `/${head}/${leaf}/`, depth: 2 });
  });

  it('refuses a cycle and an upline of another brand', async () => {
    const tiger = await brandId('TIGER');
    const jade = await brandId('JADE');
    const top = await member(tiger, null);
    const under = await member(tiger, top);
    const bottom = await member(tiger, under);
    await expect(
      sql`update members set parent_id = ${bottom} where id = ${top}`.execute(t.db),
    ).rejects.toThrow(/under itself/);
    await expect(sql`update members set parent_id = ${top} where id = ${top}`.execute(t.db)).rejects.toThrow(
      /under itself/,
    );
    await expect(member(jade, top)).rejects.toThrow(/same brand/);
    expect(await pathOf(bottom)).toEqual({ path: `/${top}/${under}/`, depth: 2 });
  });

  it('finds a subtree with one range over the index prefix', async () => {
    const brand = await brandId('TIGER');
    const top = await member(brand, null);
    const kids = [await member(brand, top), await member(brand, top)];
    const grandkid = await member(brand, kids[0] ?? null);
    const prefix = `/${top}/`;
    const { rows } = await sql<{ id: string }>`
      select id::text from members where merchant_id = ${brand}
        and upline_path >= ${prefix} and upline_path < ${`${prefix.slice(0, -1)}0`} order by id`.execute(
      t.db,
    );
    expect(rows.map((r) => BigInt(r.id))).toEqual([...kids, grandkid]);
  });
});

describe('team scope', () => {
  it('answers a team of any depth, its direct downline and membership, and nothing of a sibling', async () => {
    const { isInTeam, teamIdsQuery, teamScopeOf } = await import('./members.ts');
    const brand = await brandId('TIGER');
    const top = await member(brand, null);
    const sub = await member(brand, top);
    const leaf = await member(brand, sub);
    const direct = await member(brand, top);
    const other = await member(brand, null);
    const scope = await teamScopeOf(t.db, brand, top);
    if (!scope) throw new Error('no scope');
    const ids = (await teamIdsQuery(t.db, scope).orderBy('team.id').execute()).map((r) => r.id);
    expect(ids).toEqual([sub, leaf, direct]);
    const directIds = (
      await teamIdsQuery(t.db, scope, { directOnly: true }).orderBy('team.id').execute()
    ).map((r) => r.id);
    expect(directIds).toEqual([sub, direct]);
    expect(await isInTeam(t.db, scope, leaf)).toBe(true);
    expect(await isInTeam(t.db, scope, other)).toBe(false);
    expect(await isInTeam(t.db, scope, top)).toBe(false);
    expect(await teamScopeOf(t.db, await brandId('JADE'), top)).toBeNull();
  });
});
