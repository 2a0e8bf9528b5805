import { formatCountdown, raffleCountdown } from "@app/core";
import { useEffect, useState } from "react";
import { cx } from "../../lib/class-names";

/** The current time, refreshed every second while mounted. */
function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Time left to the monthly draw (first of next month, fixed UTC-7), refreshed each second.
 * `compact` shows days and hours only, for tight spaces.
 */
export function RaffleCountdown({ compact = false, className }: { compact?: boolean; className?: string }) {
  const countdown = raffleCountdown(useNow());
  if (compact) {
    return (
      <span role="timer" className={cx("tabular-nums", className)}>
        {formatCountdown(countdown, true)}
      </span>
    );
  }
  const units = [
    { value: countdown.days, label: "Days" },
    { value: countdown.hours, label: "Hours" },
    { value: countdown.minutes, label: "Minutes" },
    { value: countdown.seconds, label: "Seconds" },
  ];
  return (
    <div role="timer" aria-label={`Next draw in ${formatCountdown(countdown)}`} className={cx("grid grid-cols-4 gap-2", className)}>
      {units.map((unit) => (
        <div key={unit.label} className="rounded-md bg-primary px-1 py-2 text-center text-primary-foreground" aria-hidden="true">
          <div className="text-xl font-black tabular-nums leading-none">{String(unit.value).padStart(2, "0")}</div>
          <div className="mt-1 text-[0.65rem] font-semibold uppercase tracking-wide">{unit.label}</div>
        </div>
      ))}
    </div>
  );
}
