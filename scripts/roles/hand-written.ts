// Hand-written regions of a generated doc: the text its generator carries over verbatim from the
// file itself, so a person edits it there. kubernetes/community's SIG READMEs are generated from
// sigs.yaml, except what stands between `<!-- BEGIN CUSTOM CONTENT -->` and `<!-- END CUSTOM CONTENT -->`.
const BEGIN = /^\s*<!--\s*BEGIN CUSTOM CONTENT\s*-->\s*$/;
const END = /^\s*<!--\s*END CUSTOM CONTENT\s*-->\s*$/;

/** 1-based inclusive line ranges between the markers (an unclosed region runs to the end). */
export function handWrittenRanges(lines: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start: number | undefined;
  lines.forEach((l, i) => {
    if (start === undefined && BEGIN.test(l)) start = i + 2;
    else if (start !== undefined && END.test(l)) {
      if (i >= start) out.push([start, i]);
      start = undefined;
    }
  });
  if (start !== undefined && start <= lines.length) out.push([start, lines.length]);
  return out;
}
