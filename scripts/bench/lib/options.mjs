/**
 * A benchmark's command-line options (`--name value`, `--flag`), as scripts/bench.mjs passes them on.
 * Not util.parseArgs: every benchmark would have to declare each option, and the runner hands every
 * benchmark the same options, so one would refuse another's.
 */
const args = process.argv.slice(2);

/** The text after `--name`, or `fallback`. */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
/** The number after `--name`, or `fallback`. */
export const numberOption = (name, fallback) => Number(option(name, fallback));
/** The comma-separated items after `--name`, or those of `fallback`; undefined when neither is given. */
export const listOption = (name, fallback) =>
  option(name, fallback === undefined ? undefined : String(fallback))
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** Whether `--name` was given. */
export const flag = (name) => args.includes(`--${name}`);
