// For tests: how many turns the event loop has taken.

/** Counts turns of the event loop until stopped (an immediate scheduled from an immediate runs a turn later). */
export function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop() {
      running = false;
    },
  };
}
