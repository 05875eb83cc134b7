// Preloaded into the measured process (node --import): at exit, writes its peak resident set
// size to $EVAL_RUSAGE_FILE. Child processes (git) are not included.
import { writeFileSync } from 'node:fs';

const out = process.env.EVAL_RUSAGE_FILE;
if (out) process.on('exit', () => writeFileSync(out, JSON.stringify({ max_rss_kb: process.resourceUsage().maxRSS })));
