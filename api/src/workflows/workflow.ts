import type { Db } from '../db/client';

/**
 * A tiny take on Medusa's workflows-sdk (ADR 015): a multi-step write is a list of named steps,
 * each with its compensation, run in ONE database transaction. Because the transaction already
 * undoes every database write on failure, a compensation is run by the runner only for a step
 * marked `external` (it changed something outside the database, e.g. a card authorisation);
 * the other compensations exist to be reused: cancelling an order is the compensations of the
 * place-order steps, run in a transaction of their own.
 */

/** What every step gets: the transaction it writes in and the time of the run. */
export interface StepContext {
  tx: Db;
  now: Date;
  /** The workflow's name, for messages and logs. */
  workflow: string;
}

export interface Step<I, O, C, R = void> {
  readonly name: string;
  /** Does the step's write; its output feeds later steps. */
  invoke(ctx: StepContext, input: I): Promise<O>;
  /** Reverses the step in a live transaction, from data a reversing workflow can rebuild from the stored rows. */
  compensate?(ctx: StepContext, data: C): Promise<R>;
  /**
   * For a step that acts outside the database: undoes it after the transaction rolled back
   * (no `tx` to use then). The workflow runner calls it when a later step fails.
   */
  undoExternal?(input: I, output: O): Promise<void>;
}

/** Defines a step; the object is also what unit tests call (`step.invoke`, `step.compensate`). */
export function createStep<I, O, C = never, R = void>(step: Step<I, O, C, R>): Step<I, O, C, R> {
  return step;
}

/** Runs one step of a workflow: its output, and its external undo remembered for a failure. */
export type RunStep = <I, O, C, R>(step: Step<I, O, C, R>, input: I) => Promise<O>;

/** The error of a failed step keeps its class (AppError codes map to statuses), and names the step. */
export function failedStep(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'workflowStep' in error
    ? String((error as { workflowStep: unknown }).workflowStep)
    : undefined;
}

function tagStep(error: unknown, workflow: string, step: string): unknown {
  if (error && typeof error === 'object' && !('workflowStep' in error)) {
    Object.defineProperty(error, 'workflowStep', { value: `${workflow}/${step}`, enumerable: false });
  }
  return error;
}

/** A step runner over a transaction the caller holds (jobs and webhooks that lock rows first). */
export function stepRunner(ctx: StepContext, undo: (() => Promise<void>)[] = []): RunStep {
  return async (step, input) => {
    let output;
    try {
      output = await step.invoke(ctx, input);
    } catch (error) {
      throw tagStep(error, ctx.workflow, step.name);
    }
    if (step.undoExternal) {
      const undoExternal = step.undoExternal.bind(step);
      undo.push(() => undoExternal(input, output));
    }
    return output;
  };
}

/**
 * Runs `body` in one transaction with a step runner. When the body throws, the transaction rolls
 * back and then the external undos of the steps that completed run, newest first (best effort:
 * one failing does not stop the others). A failure of COMMIT itself leaves the outcome unknown
 * (the connection may have dropped after the server committed), so nothing is undone then; the
 * idempotency key's retry settles it.
 */
export async function runWorkflow<T>(
  db: Db,
  name: string,
  body: (run: RunStep, ctx: StepContext) => Promise<T>,
  options: { now?: Date } = {},
): Promise<T> {
  const undo: (() => Promise<void>)[] = [];
  let bodyFailed = false;
  try {
    return await db.transaction(async (tx) => {
      const ctx: StepContext = { tx, now: options.now ?? new Date(), workflow: name };
      try {
        return await body(stepRunner(ctx, undo), ctx);
      } catch (error) {
        bodyFailed = true;
        throw error;
      }
    });
  } catch (error) {
    if (bodyFailed) {
      for (const u of undo.reverse()) await u().catch(() => undefined);
    }
    throw error;
  }
}
