// GitHub's heading anchors (the github-slugger rules): lower-case, drop everything that is not a
// letter, mark, number, connector punctuation, space or hyphen, turn each space into `-`; a repeated
// slug gets `-1`, `-2`, ... (skipping any that already exist).

const DROP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function githubSlug(text: string): string {
  return text.toLowerCase().replace(DROP, '').replace(/ /g, '-');
}

export class Slugger {
  private readonly occurrences = new Map<string, number>();

  slug(text: string): string {
    const original = githubSlug(text);
    let result = original;
    while (this.occurrences.has(result)) {
      const n = this.occurrences.get(original)! + 1;
      this.occurrences.set(original, n);
      result = `${original}-${n}`;
    }
    this.occurrences.set(result, 0);
    return result;
  }
}
