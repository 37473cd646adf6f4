import { writeFileSync } from 'node:fs';
import { startStore, storeEnv } from './tests/real-store/harness/setup.ts';
const store = await startStore();
writeFileSync('/tmp/wt20-store.env', Object.entries(storeEnv(store)).map(([k, v]) => `export ${k}='${v}'`).join('\n') + '\n');
console.log('ready', store.url);
process.on('SIGTERM', () => void store.stop().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
