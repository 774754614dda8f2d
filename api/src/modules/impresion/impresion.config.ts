/** Timing of the print queue, from the environment (README). */
export function envMs(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** How long a printer has to take a ticket and confirm it: PRINT_CONFIRM_TIMEOUT_MS, default 8 s. */
export function confirmTimeoutMs(): number {
  return envMs('PRINT_CONFIRM_TIMEOUT_MS', 8000);
}
