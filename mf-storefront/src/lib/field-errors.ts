/** What a failed zod parse carries (structurally; the storefront does not depend on zod itself). */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message of each field, in the schema's order (the order the spec checks them). */
export function fieldErrors(error: Issues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
