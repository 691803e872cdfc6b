import { describe, expect, it } from 'vitest';
import { executeArguments, isStaleStatement, planPerRun, PreparedStatements } from './pglite-statements.ts';

describe('EXECUTE arguments', () => {
  it('writes every value as a quoted literal the parameter type reads, quotes doubled', () => {
    expect(executeArguments([1, 'Al Noor', null, true, false, 12.5, 9007199254740993n, "x'); drop table users; --"])).toBe(
      `('1', 'Al Noor', NULL, 't', 'f', '12.5', '9007199254740993', 'x''); drop table users; --')`,
    );
    expect(executeArguments([])).toBe('');
    expect(executeArguments(['جزيرة النور'])).toBe(`('جزيرة النور')`);
  });

  it('gives up on what a literal cannot carry, so the statement runs as it is', () => {
    expect(executeArguments([new Date()])).toBeNull();
    expect(executeArguments([{ a: 1 }])).toBeNull();
    expect(executeArguments([[1, 2]])).toBeNull();
    expect(executeArguments([Number.NaN])).toBeNull();
    expect(executeArguments(['a\0b'])).toBeNull();
  });
});

describe('which statements keep a plan', () => {
  const read = 'select "id" from "packages" where "url_slug" = $1';

  it('prepares a read the second time it is seen, and executes it by name once prepared', () => {
    const statements = new PreparedStatements();
    expect(statements.plan(read, ['a'])).toEqual({ kind: 'as-is' });
    const second = statements.plan(read, ['b']);
    expect(second).toMatchObject({
      kind: 'prepare',
      deallocate: null,
      execute: `execute ${second.kind === 'prepare' && second.name}('b')`,
    });
    // until its PREPARE completes, other runs of it go as they are
    expect(statements.plan(read, ['c'])).toEqual({ kind: 'as-is' });
    statements.prepared(read);
    expect(statements.plan(read, ['c'])).toMatchObject({ kind: 'execute' });
  });

  it('prepares reads and writes, never DDL or several statements at once', () => {
    const statements = new PreparedStatements();
    for (const sql of ['create table t (a int)', 'alter table t add b int', 'select 1; select 2', 'begin', 'savepoint s'])
      for (let i = 0; i < 3; i++) expect(statements.plan(sql, [])).toEqual({ kind: 'as-is' });
    for (const sql of [
      'insert into "users" values ($1)',
      'update "packages" set "hide" = 1 where id = $1',
      'with x as (select 1) delete from t',
    ]) {
      statements.plan(sql, [1]);
      expect(statements.plan(sql, [1])).toMatchObject({ kind: 'prepare' });
    }
  });

  it('never prepares a statement that asks to be planned for its arguments on every run', () => {
    const statements = new PreparedStatements();
    const walk = `select "id" from "packages" where "search_text" like $1 order by "position" ${planPerRun}, "id" limit $2`;
    for (let i = 0; i < 6; i++) expect(statements.plan(walk, ['%tour%', 61])).toEqual({ kind: 'as-is' });
    expect(statements.size).toBe(0);
  });

  it('keeps at most `capacity` plans, deallocating the least recently used for a new one', () => {
    const statements = new PreparedStatements(2);
    const names: string[] = [];
    for (const sql of ['select 1', 'select 2']) {
      statements.plan(sql, []);
      const plan = statements.plan(sql, []);
      if (plan.kind === 'prepare') names.push(plan.name);
      statements.prepared(sql);
    }
    statements.plan('select 1', []); // 'select 1' used again: 'select 2' is now the oldest
    statements.plan('select 3', []);
    expect(statements.plan('select 3', [])).toMatchObject({ kind: 'prepare', deallocate: `deallocate ${names[1]}` });
    expect(statements.size).toBe(2);
  });

  it('runs a refused or stale statement as it is, and prepares a stale one again later', () => {
    const statements = new PreparedStatements();
    statements.plan('select $1', ['x']);
    statements.plan('select $1', ['x']);
    statements.refused('select $1');
    expect(statements.plan('select $1', ['x'])).toEqual({ kind: 'as-is' });

    statements.plan(read, ['a']);
    statements.plan(read, ['a']);
    statements.prepared(read);
    expect(statements.forget(read)).toMatch(/^portal_s\d+$/);
    expect(statements.plan(read, ['a'])).toMatchObject({ kind: 'prepare' });
    expect(isStaleStatement({ code: '0A000' })).toBe(true);
    expect(isStaleStatement({ code: '23505' })).toBe(false);
  });
});
