// The holes an edit can leave in a Markdown text (scripts/apply/structure.ts), named by what they say.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newStructureHoles, structureHoles } from '../../scripts/doc/structure.ts';

describe('structure holes', () => {
  it('a heading left with nothing under it is an empty section', () => {
    const before = '# Guide\n\n## Setup\n\nRun it.\n\n## Use\n\nUse it.\n';
    const after = '# Guide\n\n## Setup\n\n## Use\n\nUse it.\n';
    assert.deepEqual(newStructureHoles(before, after), ['empty section: ## Setup']);
  });
  it('a lead-in line ending in ":" with nothing after it is a hole', () => {
    const before = '# Guide\n\nRun these:\n\n```sh\nmake\n```\n\n## Next\n\ntext\n';
    const after = '# Guide\n\nRun these:\n\n## Next\n\ntext\n';
    assert.deepEqual(newStructureHoles(before, after), ['lead-in with nothing after it: Run these:']);
  });
  it('a list item left with nothing in it is a hole', () => {
    const before = '# Guide\n\n- one\n- two\n1. [ ] three\n';
    const after = '# Guide\n\n- one\n-\n1. [ ]\n';
    assert.deepEqual(newStructureHoles(before, after), ['empty list item: -', 'empty list item: 1. [ ]']);
    assert.deepEqual(structureHoles('# A\n\ntext\n\n---\n\nmore\n'), [], 'a thematic break is no list item');
  });
  it('a subsection keeps its parent heading from being empty', () => {
    assert.deepEqual(structureHoles('# A\n\n## B\n\ntext\n'), []);
  });
  it('holes the doc already had are not blamed on the edit', () => {
    const before = '# A\n\n## Empty\n\n## B\n\none\n\ntwo\n';
    const after = '# A\n\n## Empty\n\n## B\n\none\n';
    assert.deepEqual(newStructureHoles(before, after), []);
  });
  it('headings inside fenced code and frontmatter keys are not structure', () => {
    assert.deepEqual(structureHoles('---\ntags:\n---\n# A\n\n```md\n# not a heading\nlist:\n```\n'), []);
  });
  it('a CRLF heading is still a heading', () => {
    assert.deepEqual(structureHoles('# A\r\n\r\n## B\r\n'), ['empty section: ## B']);
  });
  it('a bold lead-in followed by the next lead-in is a hole (steveyegge/beads cmd/bd/AGENTS.md)', () => {
    const before = '## Landing\n\n**MANDATORY WORKFLOW:**\n\n1. File issues\n2. Push\n\n**CRITICAL RULES:**\n- Push\n';
    const after = '## Landing\n\n**MANDATORY WORKFLOW:**\n\n**CRITICAL RULES:**\n- Push\n';
    assert.deepEqual(newStructureHoles(before, after), ['lead-in with nothing after it: **MANDATORY WORKFLOW:**']);
  });
});
