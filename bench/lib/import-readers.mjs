// The public reads made while a catalogue import runs (bench/lib/catalog-import.ts), in a process
// of their own so that fetching and reading the answers costs the server under test nothing: until
// 4 Dec 2026 they ran in the server's process and their client side took its share of the thread
// the import runs on. Reads until its stdin closes, then prints the figures as JSON.
// node import-readers.mjs <origin> <readers> <every-ms> <web: 0|1> <variant id,…>
const [origin, readers, everyMs, web, idList] = process.argv.slice(2);
const ids = idList.split(',').map(Number);
const kinds = web === '1' ? 3 : 2;
const times = [];
let failed = 0;
let done = false;
let n = 0;
process.stdin.on('end', () => {
  done = true;
});
process.stdin.resume();

async function reader() {
  while (!done) {
    const i = n++;
    const id = ids[(i * 7919) % ids.length];
    // A page or variant not asked before: read from the database, not from the kept answers.
    const url =
      i % kinds === 0
        ? `/api/public/variants?page=${1 + (Math.floor(i / kinds) % 400)}&per_page=12&sort=price-asc`
        : i % kinds === 1
          ? `/api/public/variants/${id}`
          : `/products/${id}`;
    const started = performance.now();
    const res = await fetch(`${origin}${url}`).catch(() => null);
    await res?.arrayBuffer();
    if (!res || res.status >= 500) failed += 1;
    const took = performance.now() - started;
    times.push(took);
    if (took < Number(everyMs) && !done)
      await new Promise((resolve) => setTimeout(resolve, Number(everyMs) - took));
  }
}

await Promise.all(Array.from({ length: Number(readers) }, reader));
times.sort((a, b) => a - b);
const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
console.log(
  JSON.stringify({ count: times.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1), failed }),
);
