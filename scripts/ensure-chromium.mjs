// `pretest`: the browser tests drive Debian's Chromium (/usr/bin/chromium) with playwright-core.
// Playwright's own browser download does not work here, so install the distro package instead:
// as root, `apt-get install chromium`; otherwise say what to do and fail.
// Set CHROMIUM_PATH to use another Chromium/Chrome binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`ensure-chromium: CHROMIUM_PATH=${path} does not exist.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'ensure-chromium: /usr/bin/chromium is missing and this is not root, so it cannot be installed.\n' +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH\n' +
      'to a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('ensure-chromium: installing Debian chromium (apt-get)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env,
  });
} catch (error) {
  console.error(`ensure-chromium: apt-get failed: ${error.message}`);
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`ensure-chromium: apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
console.log(`ensure-chromium: ${path} installed.`);
