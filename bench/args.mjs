/** `--name=value` and `--flag` arguments of a bench script as an object; anything else is an error. */
export function parseArgs(args = process.argv.slice(2)) {
  return Object.fromEntries(
    args.map((a) => {
      const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
      if (!m) throw new Error(`unknown argument ${a}`);
      return [m[1], m[2] ?? 'true'];
    }),
  );
}
