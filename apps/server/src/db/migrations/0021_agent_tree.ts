import { type Kysely, sql } from 'kysely';

/**
 * The agent tree as a materialised path (issue 16; ADR 0033), on the member module's `members`:
 * `upline_path` lists a member's ancestors from the root down, as `/12/345/` (the root's own is
 * `/`), and `upline_depth` counts them. "Everyone under X" is one range scan of an index on
 * (merchant, path) with the prefix `X.upline_path || X.id || '/'`; "X's chain up" is the ids in
 * X's own path. The column is kept in the C collation, so `/` (0x2F) is followed by `0` (0x30)
 * and the subtree of a prefix `p` is exactly `upline_path >= p and upline_path < p'` where `p'`
 * is `p` with its last `/` replaced by `0`.
 *
 * Triggers keep it true whatever code writes `parent_id`: an insert or a change of parent takes
 * the parent's path (the parent must be of the same brand and must not be the member itself or
 * one of its descendants: a cycle is refused with 23514), and a move rewrites the paths of the
 * whole subtree in one statement.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table members add column upline_path text collate "C" not null default '/'`.execute(db);
  await db.schema
    .alterTable('members')
    .addColumn('upline_depth', 'smallint', (c) =>
      c.notNull().defaultTo(0).check(sql`upline_depth between 0 and 1000`),
    )
    .execute();

  // Paths of the members already there, from the roots down.
  await sql`
    with recursive tree(id, path, depth) as (
      select id, '/'::text collate "C", 0 from members where parent_id is null
      union all
      select m.id, (t.path || t.id::text || '/') collate "C", t.depth + 1
      from tree t join members m on m.parent_id = t.id
    )
    update members set upline_path = tree.path, upline_depth = tree.depth
    from tree where members.id = tree.id`.execute(db);

  await sql`
    create function members_set_upline_path() returns trigger language plpgsql as $$
    declare
      parent record;
    begin
      if new.parent_id is null then
        new.upline_path := '/';
        new.upline_depth := 0;
        return new;
      end if;
      select id, merchant_id, upline_path, upline_depth into parent from members where id = new.parent_id;
      if parent.merchant_id is distinct from new.merchant_id then
        raise exception 'a member''s upline must be of the same brand' using errcode = '23514';
      end if;
      if tg_op = 'UPDATE' and (new.parent_id = new.id
          or parent.upline_path like ('%/' || new.id::text || '/%')) then
        raise exception 'a member cannot be placed under itself or its own team' using errcode = '23514';
      end if;
      new.upline_path := parent.upline_path || parent.id::text || '/';
      new.upline_depth := parent.upline_depth + 1;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger members_upline_path before insert or update of parent_id on members
    for each row execute function members_set_upline_path()`.execute(db);

  await sql`
    create function members_move_subtree() returns trigger language plpgsql as $$
    declare
      old_prefix text;
      new_prefix text;
    begin
      if new.upline_path = old.upline_path then
        return null;
      end if;
      old_prefix := old.upline_path || old.id::text || '/';
      new_prefix := new.upline_path || new.id::text || '/';
      update members
        set upline_path = new_prefix || substr(upline_path, length(old_prefix) + 1),
            upline_depth = upline_depth - old.upline_depth + new.upline_depth
        where merchant_id = new.merchant_id
          and upline_path >= old_prefix
          and upline_path < (left(old_prefix, length(old_prefix) - 1) || '0');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger members_move_subtree after update of parent_id on members
    for each row execute function members_move_subtree()`.execute(db);

  await sql`create index members_upline_path on members (merchant_id, upline_path collate "C", id)`.execute(
    db,
  );
}
