// Every tool of this page that must NOT run for a bad input counts here, so a test can prove the
// function was never called.
let reached = 0;

/** Records that a tool function ran. */
export function markReached(): void {
  reached += 1;
  document.getElementById('reached')!.textContent = String(reached);
}
