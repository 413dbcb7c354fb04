// One address asking for many sheets as fast as it can (bench/lib/sheets-flood.ts), in a process
// of its own so its requests cost the server under test nothing but their answers.
// node flood-client.mjs <origin> <seconds> <connections> <path>…  → {"200": n, "429": n, …}
const [origin, seconds, connections, ...paths] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const counts = {};
let next = 0;
async function client() {
  while (Date.now() < until) {
    const path = paths[next++ % paths.length];
    try {
      const res = await fetch(origin + path);
      await res.arrayBuffer();
      counts[res.status] = (counts[res.status] ?? 0) + 1;
    } catch {
      counts.error = (counts.error ?? 0) + 1;
    }
  }
}
await Promise.all(Array.from({ length: Number(connections) }, client));
console.log(JSON.stringify(counts));
