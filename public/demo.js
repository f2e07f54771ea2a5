// The demo page's own script (a file, not inline, so the page works under a CSP without
// 'unsafe-inline'): the embed snippet names this site's /widget.css and /widget.js and gets a
// Copy button, and the events of the boards on the page are listed, newest first.

const snippet = document.getElementById('snippet');
const copy = document.getElementById('copy');
const status = document.getElementById('copy-status');

if (snippet && copy && status) {
  snippet.textContent = snippet.textContent.replaceAll('https://YOUR-SITE', location.origin);
  copy.hidden = false;
  let clear = 0;
  const say = (text) => {
    status.textContent = text;
    clearTimeout(clear);
    clear = setTimeout(() => {
      status.textContent = '';
    }, 4000);
  };
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(snippet.textContent);
      say('Copied');
    } catch {
      // No clipboard access (permissions, an old browser): select it for Ctrl+C instead.
      getSelection()?.selectAllChildren(snippet);
      say('Selected: press Ctrl+C to copy');
    }
  });
}

const log = document.getElementById('log');
const lines = [];
const types = [
  'sudoku-ready',
  'sudoku-change',
  'sudoku-hint',
  'sudoku-solved',
  'sudoku-restart',
  'sudoku-fallback',
];
for (const type of types) {
  document.addEventListener(type, (event) => {
    if (!log) return;
    const { board, ...detail } = event.detail ?? {};
    lines.unshift(`#${event.target.id} ${type} ${JSON.stringify(detail)}`);
    lines.length = Math.min(lines.length, 8);
    log.textContent = lines.join('\n');
  });
}
