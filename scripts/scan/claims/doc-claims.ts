// What a doc claims about the code, taken from its parsed source while it is in memory: its
// commands and named identifiers. The scan asks only for docs whose role some signal that needs
// `doc_claims` runs on (agent memory, agent prompts, living docs; never records, plans or copies).
import type { DocClaims, ParsedDoc } from '../types.ts';
import { bareFlagsForeign, docDefinedNames, documentedRunners, exampleDefinitions, inRanges, namesAnExample, otherCheckoutRanges, placeholderIdentifier, placeholderName, proposalRanges, docDefinedFunctions, docSupposedFunctions, readersProjectRanges, newProjectRanges, removalRanges, reportsRemoval } from './claim-context.ts';
import { docCommands } from './doc-commands.ts';
import { docIdentifiers } from './doc-identifiers.ts';
import { detach as flat } from '../read-text.ts';

/** Runners whose names a doc's own example snippet (package.json, Makefile, justfile) can define. */
const EXAMPLE_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun', 'make', 'just']);

export function docClaims(doc: ParsedDoc, cliNames: () => Set<string>): DocClaims | undefined {
  const proposals = proposalRanges(doc);
  const example = exampleDefinitions(doc);
  const cli = cliNames();
  const manual = documentedRunners(doc);
  const readers = [...readersProjectRanges(doc), ...newProjectRanges(doc)];
  const otherCheckout = otherCheckoutRanges(doc);
  const own = docDefinedNames(doc);
  const sampleFunctions = docDefinedFunctions(doc);
  const supposed = docSupposedFunctions(doc);
  // Sections listing what is gone ("Removed", "Breaking changes") and changelog pages report removals.
  const removals = removalRanges(doc);
  const commands = docCommands(doc)
    .filter((c) => !inRanges(proposals, c.line) && !(EXAMPLE_RUNNERS.has(c.runner) && example.has(c.name)))
    // Another program's manual, a placeholder for any script, a command run in the reader's own project or another checkout, one example of a kind ("`npm run coverage`, etc.").
    .filter((c) => !manual.has(c.runner) && !placeholderName(c.name) && !inRanges(readers, c.line) && !inRanges(otherCheckout, c.line) && !inRanges(removals, c.line) && !reportsRemoval(doc, c.line, c.column, c.text) && !namesAnExample(doc, c.line, c.column, c.text))
    .map((c) => ({ ...c, name: flat(c.name), text: flat(c.text), ...(c.cwd !== undefined ? { cwd: flat(c.cwd) } : {}) }));
  const identifiers = docIdentifiers(doc, { cli_names: cli, bare_flags_own: !bareFlagsForeign(doc, cli) })
    // A name the doc's own sample defines, a function its prose supposes, a placeholder name, and a sentence reporting the name's removal, claim nothing about the code.
    .filter((u) => !(u.kind !== 'flag' && u.kind !== 'subcommand' && placeholderIdentifier(u.name)))
    .filter((u) => !inRanges(proposals, u.line) && !inRanges(removals, u.line) && !((u.kind === 'env' || u.kind === 'symbol') && own.has(u.term)) && !(u.kind === 'symbol' && supposed.has(u.term)) && !reportsRemoval(doc, u.line, u.column, u.name))
    .map((u) => ({ ...u, name: flat(u.name), term: flat(u.term), ...(u.kind === 'symbol' && sampleFunctions.has(u.term) ? { sample: true as const } : {}) }));
  return commands.length > 0 || identifiers.length > 0 ? { commands, identifiers } : undefined;
}
