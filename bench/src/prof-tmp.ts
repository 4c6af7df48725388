import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { dealerMix } from './dealer-mix';
const which = Number(process.argv[2] ?? '2');
const base = 'http://127.0.0.1:3999';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '../server/dist/main.js'], {
  env: { ...process.env, PORT: '3999', HOST: '127.0.0.1', LOG_LEVEL: 'warn', LIST_CACHE_SECONDS: '0' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (;;) { try { if ((await fetch(base + '/health/ready')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const cookies: string[] = [];
for (let n = 1; n <= 10; n++) {
  const res = await fetch(`${base}/login/spa`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: `120.01.${String(n).padStart(3, '0')}`, userName: 'demo', password: 'demo1234' }) });
  cookies.push(res.headers.get('set-cookie')!.split(';')[0]!);
}
const s = (await dealerMix(base, cookies[0]!))[which]!;
let i = 0;
const r = await autocannon({ url: base, connections: 32, duration: 10, requests: [{ setupRequest: (req) => {
  const n = i++; return { ...req, path: s.paths[n % s.paths.length], headers: { cookie: cookies[n % cookies.length]! } }; } }] });
console.log(s.name, r.requests.average, r.latency.p50, r.latency.p99);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
