#!/bin/sh
# doc-hygiene SessionStart reminder. It never fails a session: without node it says nothing, and
# whatever the compiled hook does (an old node that cannot run it included), this exits 0.
# The node >= 20 check is the hook's own first statement, so node starts once, not twice.
command -v node >/dev/null 2>&1 || exit 0
node "${CLAUDE_PLUGIN_ROOT:-$(dirname "$0")/..}/dist/session-start.cjs" 2>/dev/null
exit 0
