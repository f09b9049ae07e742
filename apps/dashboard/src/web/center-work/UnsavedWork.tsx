// A screen with several forms (the template's tabs) asks once before leaving when any of them holds unsaved
// changes: each form reports whether it is changed, the screen keeps the one guard (a router has one blocker).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { LeaveDialog } from './LeaveDialog';
import { useUnsavedGuard } from './unsaved-guard';

const Report = createContext<((key: string, dirty: boolean) => void) | null>(null);

export function UnsavedWork({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string, changed: boolean) =>
      setDirty((current) => {
        if (current.has(key) === changed) return current;
        const next = new Set(current);
        if (changed) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const leaving = useUnsavedGuard(dirty.size > 0);
  return (
    <Report value={report}>
      {children}
      <LeaveDialog guard={{ asking: leaving.asking, discard: leaving.leave, stay: leaving.stay }} />
    </Report>
  );
}

/** Tells the screen's UnsavedWork whether this form holds unsaved changes. */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(Report);
  const key = useId();
  useEffect(() => report?.(key, dirty), [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
