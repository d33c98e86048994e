// Our npm registry mirror lacks some platform binaries (e.g. @tailwindcss/oxide-darwin-arm64), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of
// sync. This adds each missing optional platform package with the os/cpu/libc its name states, so
// `npm ci` skips it here and installs it on the platform it is for. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o));
    const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c)));
    const libc = parts
      .find((p) => /^(gnu|musl)/.test(p))
      ?.replace(/^(gnu|musl).*/, (m, l) => (l === 'gnu' ? 'glibc' : 'musl'));
    lock.packages[key] = {
      version,
      optional: true,
      ...(os && { os: [os] }),
      ...(cpu && { cpu: [cpu] }),
      ...(os === 'linux' && libc && { libc: [libc] }),
    };
    added.push(`${name}@${version}`);
  }
}
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `added to the lock: ${added.join(', ')}` : 'the lock already lists every platform package');
