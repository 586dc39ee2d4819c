import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createStep, failedStep, runWorkflow } from './workflow';

describe('runWorkflow', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    await t.database.db.execute(sql`create table workflow_probe (name text primary key)`);
  });
  afterAll(() => t.drop());
  const names = async () =>
    (await queryRows<{ name: string }>(t.database.db, sql`select name from workflow_probe order by name`)).map((r) => r.name);

  const write = createStep({
    name: 'write',
    async invoke({ tx }, name: string) {
      await tx.execute(sql`insert into workflow_probe (name) values (${name})`);
      return name;
    },
    async compensate({ tx }, name: string) {
      await tx.execute(sql`delete from workflow_probe where name = ${name}`);
    },
  });
  const outside: string[] = [];
  const callOutside = createStep({
    name: 'call-outside',
    async invoke(_ctx, name: string) {
      outside.push(`do ${name}`);
      return name;
    },
    async undoExternal(_input, name) {
      outside.push(`undo ${name}`);
    },
  });
  const fail = createStep({
    name: 'fail',
    async invoke(): Promise<void> {
      throw new Error('boom');
    },
  });

  beforeEach(async () => {
    outside.length = 0;
    await t.database.db.execute(sql`delete from workflow_probe`);
  });

  it('runs the steps in one transaction and answers the body result', async () => {
    const out = await runWorkflow(t.database.db, 'probe', async (run) => [
      await run(write, 'a'),
      await run(callOutside, 'x'),
      await run(write, 'b'),
    ]);
    expect(out).toEqual(['a', 'x', 'b']);
    expect(await names()).toEqual(['a', 'b']);
    expect(outside).toEqual(['do x']);
  });

  it('a failing step rolls back every write, undoes the external steps newest first, and names the failed step', async () => {
    const error = await runWorkflow(t.database.db, 'probe', async (run) => {
      await run(callOutside, 'x');
      await run(write, 'a');
      await run(callOutside, 'y');
      await run(fail, undefined);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('boom');
    expect(failedStep(error)).toBe('probe/fail');
    expect(await names()).toEqual([]);
    expect(outside).toEqual(['do x', 'do y', 'undo y', 'undo x']);
  });

  it('a failure in the body outside a step also undoes the external steps; a database step is not compensated by the runner (the rollback undoes it)', async () => {
    let compensated = false;
    const watched = createStep({ ...write, compensate: async () => void (compensated = true) });
    await expect(
      runWorkflow(t.database.db, 'probe', async (run) => {
        await run(watched, 'a');
        await run(callOutside, 'x');
        throw new Error('after');
      }),
    ).rejects.toThrow('after');
    expect(compensated).toBe(false);
    expect(outside).toEqual(['do x', 'undo x']);
    expect(await names()).toEqual([]);
  });

  it('a compensation reverses its step in a later workflow (how cancel reuses checkout steps)', async () => {
    await runWorkflow(t.database.db, 'probe', async (run) => run(write, 'a'));
    expect(await names()).toEqual(['a']);
    await runWorkflow(t.database.db, 'reverse', async (_run, ctx) => write.compensate!(ctx, 'a'));
    expect(await names()).toEqual([]);
  });
});
